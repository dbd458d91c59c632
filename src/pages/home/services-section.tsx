import styled from 'styled-components';
import { CardLink } from '../../components/sections/card-link';
import { LinkCard } from '../../components/sections/link-card';
import { CardGrid, Container, Eyebrow, Section, SectionHeader, SectionIntro, SectionTitle } from '../../components/ui/layout';
import { CardIcon } from '../../components/icons/content-icons';
import { IconBadge } from '../../components/icons/icon-badge';
import { serviceList } from '../../config/service-list';
import type { Content as HomeContent } from '../../content/schema/home';
import type { Content as OffersContent } from '../../content/schema/offers';
import { useLocale } from '../../content/ui/locale-context';
import { pathFor } from '../../routes/paths';
import { colors } from '../../styles/theme';

const Badge = styled(IconBadge)`
  margin-bottom: 1.5rem;
`;

const Foot = styled(CardLink)`
  margin-top: auto;
`;

const CardTitle = styled.h3`
  font-size: 1.375rem;
`;

const CardText = styled.p`
  margin-top: 0.75rem;
  margin-bottom: 1.5rem;
  color: ${colors.muted};
`;

export function ServicesSection({ content, offers }: { content: HomeContent['services']; offers: OffersContent }) {
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
          {serviceList.map(({ key, icon }) => {
            const card = offers.services[key];
            return (
              <LinkCard key={key}>
                <Badge>
                  <CardIcon name={icon} />
                </Badge>
                <CardTitle>{card.plainName}</CardTitle>
                <CardText>{card.teaser}</CardText>
                <Foot href={pathFor(key, locale)}>{card.linkLabel}</Foot>
              </LinkCard>
            );
          })}
        </CardGrid>
      </Container>
    </Section>
  );
}
