import styled from 'styled-components';
import { DiscoveryCard } from '../../components/offers/discovery-card';
import { PaidCard } from '../../components/offers/paid-card';
import { Checklist } from '../../components/sections/checklist';
import { FaqList } from '../../components/sections/faq-list';
import { ItemCards } from '../../components/sections/item-cards';
import { CardLink } from '../../components/sections/card-link';
import { LinkCard } from '../../components/sections/link-card';
import { Steps } from '../../components/sections/steps';
import { QuoteBand } from '../../components/sections/quote-band';
import { HeadedSection } from '../../components/sections/section-head';
import { serviceKeys, type ServiceKey } from '../../config/services';
import type { Content as OffersContent } from '../../content/schema/offers';
import type { ServiceSection } from '../../content/schema/service-page';
import { useLocale } from '../../content/ui/locale-context';
import { pathFor } from '../../routes/paths';
import { colors, media } from '../../styles/theme';

/* Service pages run long: their bands sit closer than the site's default. */
const Band = styled(HeadedSection)`
  padding-top: clamp(2.5rem, 5vw, 4rem);
  padding-bottom: clamp(2.5rem, 5vw, 4rem);

  header { margin-bottom: clamp(1.75rem, 3.5vw, 2.5rem); }
`;

/* Two cards are laid out as two: side by side from the sm breakpoint, each half the width. */
const Pair = styled.div`
  display: grid;
  gap: 1.75rem 1.25rem;

  ${media.sm} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
`;

/* Beside their heading the price cards share two thirds of the page: side by side only where that is wide enough. */
const PricePair = styled(Pair)`
  ${media.sm} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
  ${media.md} {
    grid-template-columns: 1fr;
  }
  ${media.wide} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
`;

const RelatedCard = styled(LinkCard).attrs({ as: 'article' })`
  gap: 0.75rem;
  padding: 1.75rem 1.5rem;

  h3 { font-size: 1.25rem; }
  p { color: ${colors.muted}; }
`;

interface ServiceSectionProps {
  section: ServiceSection;
  /** Anchor of the section, e.g. `faq`, so `/services/life-coaching#faq` lands on it. */
  id: string;
  service: ServiceKey;
  offers: OffersContent;
  tone: 'paper' | 'tint';
  /** Not the page's first grid of cards: drawn plain, beside its heading. */
  repeat?: boolean;
}

function Body({ section, service, offers, repeat }: Omit<ServiceSectionProps, 'id' | 'tone'>) {
  const { locale } = useLocale();
  switch (section.kind) {
    case 'outcomes':
      return 'items' in section ? <ItemCards items={section.items} variant="plain" /> : <Checklist items={section.checklist} columns={1} />;
    case 'cards':
      return <ItemCards items={section.items} variant={repeat ? 'plain' : 'cards'} />;
    case 'process':
      return <Steps steps={section.steps} />;
    case 'faq':
      return <FaqList items={section.items} />;
    case 'pricing':
      return (
        <PricePair>
          <PaidCard service={service} offers={offers} />
          <DiscoveryCard offers={offers} />
        </PricePair>
      );
    case 'related':
      return (
        <Pair>
          {serviceKeys
            .filter((key) => key !== service)
            .map((key) => (
              <RelatedCard key={key}>
                <h3>{offers.services[key].name}</h3>
                <p>{offers.services[key].summary}</p>
                <CardLink href={pathFor(key, locale)}>{offers.services[key].linkLabel}</CardLink>
              </RelatedCard>
            ))}
        </Pair>
      );
    case 'testimonial':
      return null;
  }
}

/** Kinds drawn with their heading beside them rather than above: a change of rhythm between the card grids. */
const split: Partial<Record<ServiceSection['kind'], true | 'wide'>> = { outcomes: true, pricing: 'wide', faq: true, related: 'wide' };

/** One section of a service page: its heading, then what its kind draws; a client's words get a band of their own. */
export function ServiceSectionView({ section, id, service, offers, tone, repeat = false }: ServiceSectionProps) {
  const titleId = `${id}-title`;
  if (section.kind === 'testimonial') return <QuoteBand id={id} heading={section} titleId={titleId} testimonial={section.testimonial} />;
  return (
    <Band $tone={tone} id={id} data-kind={section.kind} heading={section} titleId={titleId} split={repeat ? 'wide' : split[section.kind]}>
      <Body section={section} service={service} offers={offers} repeat={repeat} />
    </Band>
  );
}
