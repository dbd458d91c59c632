import styled from 'styled-components';
import { Price } from '../../components/offers/price';
import { Checklist } from '../../components/sections/checklist';
import { ItemCards } from '../../components/sections/item-cards';
import { CardLink } from '../../components/sections/card-link';
import { LinkCard } from '../../components/sections/link-card';
import { HeroActions, PageHero } from '../../components/sections/page-hero';
import { Steps } from '../../components/sections/steps';
import { HeadedSection } from '../../components/sections/section-head';
import { PageMeta } from '../../components/seo/page-meta';
import { ButtonLink } from '../../components/ui/button';
import { ClosingCta } from '../../components/ui/closing-cta';
import { CardGrid } from '../../components/ui/layout';
import { discoveryOffer, paidOffers } from '../../config/pricing';
import { serviceKeys } from '../../config/services';
import type { Content as ServicesContent } from '../../content/schema/services';
import type { PageProps } from '../../routes/page-types';
import { pathFor } from '../../routes/paths';
import { colors } from '../../styles/theme';

const ServiceCard = styled(LinkCard)`
  gap: 1rem;

  h3 { font-size: 1.375rem; }
  & > p { color: ${colors.muted}; }
`;

/* Price and link sit at the foot of every card, level across the row; the price draws itself as everywhere (<Price>). */
const PriceLine = styled.p`
  margin-top: auto;
  padding-top: 0.5rem;
  display: flex;
  align-items: baseline;
  gap: 0.4rem;

  small { color: ${colors.muted}; font-size: 0.875rem; }
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

      <HeadedSection heading={content.catalogue} titleId="catalogue-title">
        <CardGrid>
          {serviceKeys.map((key) => {
            const words = offers.services[key];
            return (
              <ServiceCard key={key}>
                <h3>{words.name}</h3>
                <p>{words.summary}</p>
                <Checklist items={words.features} columns={1} />
                <PriceLine>
                  <Price amount={paidOffers[key].price} size="md" />
                  <small>{offers.perSession}</small>
                </PriceLine>
                <CardLink href={pathFor(key, locale)}>{words.linkLabel}</CardLink>
              </ServiceCard>
            );
          })}
        </CardGrid>
      </HeadedSection>

      <HeadedSection $tone="tint" heading={content.benefits} titleId="benefits-title">
        <ItemCards items={content.benefits.items} />
      </HeadedSection>

      <HeadedSection heading={content.howItWorks} titleId="how-title">
        <Steps steps={content.howItWorks.steps} />
      </HeadedSection>

      <ClosingCta {...content.closing} href={pathFor('booking', locale)} />
    </>
  );
}
