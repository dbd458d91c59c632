import styled from 'styled-components';
import { DiscoveryCard } from '../../components/offers/discovery-card';
import { PaidCard } from '../../components/offers/paid-card';
import { Checklist } from '../../components/sections/checklist';
import { FaqList } from '../../components/sections/faq-list';
import { ItemCards } from '../../components/sections/item-cards';
import { CardLink, LinkCard } from '../../components/sections/link-card';
import { ProcessSteps } from '../../components/sections/process-steps';
import { QuoteCard } from '../../components/sections/quote-card';
import { HeadedSection } from '../../components/sections/section-head';
import { serviceKeys, type ServiceKey } from '../../config/services';
import type { OffersContent } from '../../content/types/offers';
import type { ServiceSection } from '../../content/types/service-page';
import { useLocale } from '../../i18n/locale-context';
import { pathFor } from '../../routes/paths';
import { colors, media } from '../../styles/theme';

const Pair = styled.div`
  display: grid;
  gap: 1.75rem 1.25rem;
  max-width: 60rem;

  ${media.sm} {
    grid-template-columns: repeat(2, 1fr);
  }
`;

const RelatedCard = styled(LinkCard).attrs({ as: 'article' })`
  gap: 0.75rem;

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
}

function Body({ section, service, offers }: Omit<ServiceSectionProps, 'id' | 'tone'>) {
  const { locale } = useLocale();
  switch (section.kind) {
    case 'cards':
      return <ItemCards items={section.items} />;
    case 'checklist':
      return <Checklist items={section.items} />;
    case 'process':
      return <ProcessSteps steps={section.steps} />;
    case 'testimonial':
      return <QuoteCard testimonial={section.testimonial} />;
    case 'faq':
      return <FaqList items={section.items} />;
    case 'pricing':
      return (
        <Pair>
          <PaidCard service={service} offers={offers} />
          <DiscoveryCard offers={offers} />
        </Pair>
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
  }
}

/** One section of a service page: its heading, then what its kind draws. */
export function ServiceSectionView({ section, id, service, offers, tone }: ServiceSectionProps) {
  return (
    <HeadedSection $tone={tone} id={id} data-kind={section.kind} heading={section} titleId={`${id}-title`}>
      <Body section={section} service={service} offers={offers} />
    </HeadedSection>
  );
}
