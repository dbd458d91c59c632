import styled from 'styled-components';
import { ArrowIcon } from '../../components/icons/icons';
import { AppLink } from '../../components/links/app-link';
import { Card, CardGrid, Container, Eyebrow, Section, SectionHeader, SectionIntro, SectionTitle } from '../../components/ui/layout';
import type { HomeContent } from '../../content/types/home';
import { formatNumber } from '../../i18n/format';
import { useLocale } from '../../i18n/locale-context';
import { pathFor } from '../../routes/paths';
import { colors, motion, radii, shadow } from '../../styles/theme';

type ServiceKey = keyof HomeContent['services']['cards'];
const order: ServiceKey[] = ['lifeCoaching', 'careerCoaching', 'businessCoaching'];

const ServiceCard = styled(Card)`
  position: relative;
  border: 1px solid ${colors.line};
  transition: box-shadow ${motion.base} ${motion.ease};

  &:hover, &:focus-within {
    box-shadow: ${shadow.raised};
  }
`;

const Index = styled.span`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 2.75rem;
  height: 2.75rem;
  margin-bottom: 1.5rem;
  border-radius: ${radii.md};
  background: ${colors.tint};
  color: ${colors.brand};
  font-weight: 800;
`;

const CardTitle = styled.h3`
  font-size: 1.375rem;
`;

const CardText = styled.p`
  margin-top: 0.75rem;
  margin-bottom: 1.5rem;
  color: ${colors.muted};
`;

/* The link's hit area covers the whole card. */
const CardLink = styled(AppLink)`
  display: inline-flex;
  align-items: center;
  gap: 0.5rem;
  min-height: 44px;
  margin-top: auto;
  color: ${colors.brand};
  font-weight: 700;
  text-decoration: none;

  &::after {
    content: '';
    position: absolute;
    inset: 0;
    border-radius: inherit;
  }

  &:hover span { text-decoration: underline; text-underline-offset: 0.2em; }
`;

export function ServicesSection({ content }: { content: HomeContent['services'] }) {
  const { locale } = useLocale();
  return (
    <Section aria-labelledby="services-title">
      <Container>
        <SectionHeader>
          <Eyebrow>{content.eyebrow}</Eyebrow>
          <SectionTitle id="services-title">{content.title}</SectionTitle>
          <SectionIntro>{content.intro}</SectionIntro>
        </SectionHeader>
        <CardGrid>
          {order.map((key, i) => {
            const card = content.cards[key];
            return (
              <ServiceCard key={key}>
                <Index aria-hidden="true">{formatNumber(i + 1, locale)}</Index>
                <CardTitle>{card.title}</CardTitle>
                <CardText>{card.description}</CardText>
                <CardLink href={pathFor(key, locale)}>
                  <span>{card.linkLabel}</span>
                  <ArrowIcon />
                </CardLink>
              </ServiceCard>
            );
          })}
        </CardGrid>
      </Container>
    </Section>
  );
}
