import styled from 'styled-components';
import { ArrowIcon } from '../../components/icons/icons';
import { AppLink } from '../../components/links/app-link';
import { Price } from '../../components/offers/price';
import { Checklist } from '../../components/sections/checklist';
import { ItemCards } from '../../components/sections/item-cards';
import { HeroActions, PageHero } from '../../components/sections/page-hero';
import { ProcessSteps } from '../../components/sections/process-steps';
import { SectionHead } from '../../components/sections/section-head';
import { PageMeta } from '../../components/seo/page-meta';
import { ButtonLink } from '../../components/ui/button';
import { ClosingCta } from '../../components/ui/closing-cta';
import { Card, CardGrid, Container, Section } from '../../components/ui/layout';
import { discoveryOffer, paidOffers, serviceKeys } from '../../config/pricing';
import type { ServicesContent } from '../../content/types/services';
import type { PageProps } from '../../routes/page-types';
import { pathFor } from '../../routes/paths';
import { colors, shadow } from '../../styles/theme';

const ServiceCard = styled(Card)`
  position: relative;
  gap: 1rem;
  border: 1px solid ${colors.line};

  &:hover, &:focus-within { box-shadow: ${shadow.raised}; }

  h3 { font-size: 1.375rem; }
  & > p { color: ${colors.muted}; }
`;

const PriceLine = styled.p`
  display: flex;
  align-items: baseline;
  gap: 0.4rem;
  color: ${colors.brand};

  small { color: ${colors.muted}; font-size: 0.875rem; }
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

export default function ServicesPage(props: PageProps<ServicesContent>) {
  const { content, locale } = props;
  const { offers } = content;
  return (
    <>
      <PageMeta meta={content.meta} page={props} trail={['home']} />
      <PageHero eyebrow={content.hero.eyebrow} title={content.hero.title} lead={content.hero.lead}>
        <HeroActions>
          <ButtonLink href={discoveryOffer.schedulingUrl} external arrow>
            {content.hero.cta}
          </ButtonLink>
        </HeroActions>
      </PageHero>

      <Section aria-labelledby="catalogue-title">
        <Container>
          <SectionHead heading={content.catalogue} id="catalogue-title" />
          <CardGrid>
            {serviceKeys.map((key) => {
              const words = offers.services[key];
              return (
                <ServiceCard key={key}>
                  <h3>{words.name}</h3>
                  <p>{words.summary}</p>
                  <Checklist items={content.catalogue.features[key]} columns={1} />
                  <PriceLine>
                    <Price amount={paidOffers[key].price} size="md" />
                    <small>{offers.perSession}</small>
                  </PriceLine>
                  <CardLink href={pathFor(key, locale)}>
                    <span>{words.linkLabel}</span>
                    <ArrowIcon />
                  </CardLink>
                </ServiceCard>
              );
            })}
          </CardGrid>
        </Container>
      </Section>

      <Section $tone="tint" aria-labelledby="benefits-title">
        <Container>
          <SectionHead heading={content.benefits} id="benefits-title" />
          <ItemCards items={content.benefits.items} />
        </Container>
      </Section>

      <Section aria-labelledby="how-title">
        <Container>
          <SectionHead heading={content.howItWorks} id="how-title" />
          <ProcessSteps steps={content.howItWorks.steps} />
        </Container>
      </Section>

      <ClosingCta {...content.closing} href={pathFor('booking', locale)} />
    </>
  );
}
