import styled from 'styled-components';
import type { NavKey } from '../../components/layout/nav-items';
import { Breadcrumbs } from '../../components/sections/breadcrumbs';
import { HeroActions, PageHero } from '../../components/sections/page-hero';
import { PageMeta } from '../../components/seo/page-meta';
import { ButtonLink } from '../../components/ui/button';
import { ClosingCta } from '../../components/ui/closing-cta';
import { paidOffers } from '../../config/pricing';
import type { ServiceKey } from '../../config/services';
import type { Content as ServicePageContent, ServiceSection } from '../../content/schema/service-page';
import type { PageProps } from '../../routes/page-types';
import { pathFor } from '../../routes/paths';
import { colors } from '../../styles/theme';
import { ServiceSectionView } from './service-section';

const Facts = styled.ul`
  list-style: none;
  display: flex;
  flex-wrap: wrap;
  gap: 0.5rem;
  margin-top: 1.5rem;

  li {
    padding: 0.35rem 0.9rem;
    border-radius: 999px;
    background: ${colors.paper};
    border: 1px solid ${colors.line};
    color: ${colors.muted};
    font-size: 0.9375rem;
  }
`;

/** The pages above a service page: the visible breadcrumbs and the BreadcrumbList alike. */
const trail: NavKey[] = ['home', 'services'];

/** Sections that appear once get a readable anchor (#faq, #pricing); repeated kinds are numbered. */
const anchorsOf = (sections: ServiceSection[]) =>
  sections.map((section, i) =>
    sections.filter((other) => other.kind === section.kind).length === 1 ? section.kind : `${section.kind}-${i + 1}`,
  );

/** Paper and tint alternate down the page; the client's words have a band of their own colour and do not count. */
const tonesOf = (sections: ServiceSection[]) => {
  let light = 0;
  return sections.map((section) => (section.kind === 'testimonial' ? 'brand' : light++ % 2 === 0 ? 'paper' : 'tint'));
};

/** A second grid of cards on one page is drawn without frames, beside its heading: the page changes pace instead of repeating. */
const repeatsOf = (sections: ServiceSection[]) =>
  sections.map((section, i) => section.kind === 'cards' && sections.slice(0, i).some((before) => before.kind === 'cards'));

/**
 * The template of every service page (one per entry of config/services.ts). The route
 * says which service it is; the content says which sections it has and in
 * what order. Prices and links come from the pricing table.
 */
export default function ServicePage(props: PageProps<ServicePageContent>) {
  const { content, locale } = props;
  const service = props.route as ServiceKey;
  const offer = paidOffers[service];
  const name = content.offers.services[service].name;
  const faq = content.sections.find((section) => section.kind === 'faq');
  const anchors = anchorsOf(content.sections);
  const tones = tonesOf(content.sections);
  const repeats = repeatsOf(content.sections);

  return (
    <>
      <PageMeta
        meta={content.meta}
        page={props}
        trail={trail}
        subjects={[
          { type: 'service', name, description: content.meta.description, price: offer.price, paymentUrl: offer.paymentUrl },
          ...(faq?.kind === 'faq' ? [{ type: 'faq' as const, items: faq.items }] : []),
        ]}
      />
      <PageHero
        eyebrow={content.hero.eyebrow}
        title={content.hero.title}
        lead={content.hero.lead}
        before={<Breadcrumbs trail={trail} />}
      >
        <HeroActions>
          <ButtonLink href={offer.schedulingUrl} external arrow>
            {content.hero.cta}
          </ButtonLink>
        </HeroActions>
        <Facts>
          {[content.offers.services[service].durationFact, ...content.offers.sessionFacts].map((fact) => (
            <li key={fact}>{fact}</li>
          ))}
        </Facts>
      </PageHero>

      {content.sections.map((section, i) => (
        <ServiceSectionView
          key={anchors[i]}
          id={anchors[i] as string}
          section={section}
          service={service}
          offers={content.offers}
          tone={tones[i] as 'paper' | 'tint'}
          repeat={repeats[i] as boolean}
        />
      ))}

      <ClosingCta {...content.closing} href={pathFor('booking', locale)} />
    </>
  );
}
