import styled from 'styled-components';
import { bookingBanner } from '../../assets/generated/booking-banner';
import { offerCardRows } from '../../components/offers/offer-card';
import { PaidCard } from '../../components/offers/paid-card';
import { Checklist } from '../../components/sections/checklist';
import { HeroActions, PageHero } from '../../components/sections/page-hero';
import { Steps } from '../../components/sections/steps';
import { HeadedSection } from '../../components/sections/section-head';
import { PageMeta } from '../../components/seo/page-meta';
import { ButtonLink } from '../../components/ui/button';
import { CardGrid, Container, Eyebrow, Section, SectionTitle } from '../../components/ui/layout';
import { discoveryOffer, paidOffers } from '../../config/pricing';
import { serviceKeys } from '../../config/services';
import type { Content as BookingContent } from '../../content/schema/booking';
import type { PageProps } from '../../routes/page-types';
import { colors, media, radii, shadow } from '../../styles/theme';
import { mirroredInArabic } from '../../styles/mirror';

/* The card follows the hero closely: it is the page's first answer, not a new chapter. */
const DiscoverySection = styled(Section)`
  && { padding-top: clamp(1rem, 3vw, 2.5rem); }
`;

const DiscoveryCard = styled.article`
  display: grid;
  gap: clamp(2rem, 4vw, 3rem) clamp(2rem, 5vw, 4.5rem);
  padding: clamp(1.5rem, 5vw, 3.5rem);
  border: 2px solid ${colors.brand};
  border-radius: ${radii.lg};
  background: ${colors.paper};
  box-shadow: ${shadow.raised};

  ${media.md} {
    grid-template-columns: 1fr 1fr;
  }
`;

const PriceText = styled.p`
  display: inline-block;
  margin: 1.25rem 0 1rem;
  padding: 0.4rem 1rem;
  border-radius: ${radii.pill};
  background: ${colors.accent};
  color: ${colors.accentInk};
  font-weight: 750;
`;

const Lead = styled.p`
  max-width: 38ch;
  margin-bottom: 0.5rem;
  color: ${colors.muted};
  font-size: 1.125rem;
`;

const Lists = styled.div`
  display: grid;
  gap: 2rem;

  h3 {
    margin-bottom: 1rem;
    font-size: 1.125rem;
  }

  & > div + div {
    padding-top: 2rem;
    border-top: 1px solid ${colors.line};
  }
`;

const Promise = styled.aside`
  padding: clamp(1.25rem, 3vw, 1.5rem) clamp(1.25rem, 3vw, 1.75rem);
  border-radius: ${radii.md};
  background: ${colors.tint};
  border-left: 4px solid ${colors.accent};

  ${media.md} {
    grid-column: 1 / -1;
  }

  h3 { font-size: 1.125rem; }
  p { margin-top: 0.4rem; color: ${colors.muted}; }
`;

/* Each item lends the card inside it the grid's rows, so the cards' rows line up across the row. */
const PaidGrid = styled(CardGrid)`
  gap: 2rem 1.25rem;
  padding-top: 1rem;

  & > li { ${offerCardRows} }
`;

/* The plan's drawing beside its words from the md breakpoint; above them on a phone, whole, not cropped. */
const Banner = styled.figure`
  display: grid;
  align-items: center;
  gap: 1.5rem clamp(2rem, 5vw, 4.5rem);
  margin: 0;

  ${media.md} {
    grid-template-columns: 0.85fr 1.15fr;
  }

  img {
    display: block;
    width: 100%;
    max-width: 360px;
    height: auto;
    margin-inline: auto;

    ${media.md} {
      max-width: 440px;
    }
  }

  /* The route runs the way the page reads; the drawing has no text (docs/decisions.md, "Images"). */
  ${mirroredInArabic('& img')}
`;

const BannerText = styled.figcaption`
  display: grid;
  gap: 1rem;

  p { max-width: 52ch; color: ${colors.muted}; font-size: 1.125rem; }
`;

export default function BookingPage(props: PageProps<BookingContent>) {
  const { content } = props;
  const { discovery, offers } = content;
  return (
    <>
      <PageMeta meta={content.meta} page={props} trail={['home']} />
      <PageHero eyebrow={content.hero.eyebrow} title={content.hero.title} lead={content.hero.lead} />

      <DiscoverySection as="div" id="discovery">
        <Container>
          <DiscoveryCard aria-labelledby="discovery-title">
            <div>
              <Eyebrow>{discovery.eyebrow}</Eyebrow>
              <SectionTitle id="discovery-title">{discovery.title}</SectionTitle>
              <PriceText>{offers.discovery.priceText}</PriceText>
              <Lead>{discovery.lead}</Lead>
              <HeroActions>
                <ButtonLink href={discoveryOffer.schedulingUrl} external arrow>
                  {offers.discovery.buttonText}
                </ButtonLink>
              </HeroActions>
            </div>
            <Lists>
              <div>
                <h3>{discovery.whatHappens.title}</h3>
                <Checklist items={discovery.whatHappens.items} columns={1} />
              </div>
              <div>
                <h3>{discovery.leaveWith.title}</h3>
                <Checklist items={discovery.leaveWith.items} columns={1} />
              </div>
            </Lists>
            <Promise>
              <h3>{discovery.promise.title}</h3>
              <p>{discovery.promise.body}</p>
            </Promise>
          </DiscoveryCard>
        </Container>
      </DiscoverySection>

      <HeadedSection $tone="tint" id="paid-sessions" heading={content.paid} titleId="paid-title">
        <PaidGrid>
          {serviceKeys.map((key) => (
            <li key={key}>
              <PaidCard service={key} offers={offers} popular={paidOffers[key].popular} />
            </li>
          ))}
        </PaidGrid>
      </HeadedSection>

      <Section aria-labelledby="banner-title">
        <Container>
          <Banner>
            <img src={bookingBanner.src} width={bookingBanner.width} height={bookingBanner.height} alt={content.banner.alt} loading="lazy" decoding="async" />
            <BannerText>
              <SectionTitle id="banner-title">{content.banner.title}</SectionTitle>
              <p>{content.banner.body}</p>
            </BannerText>
          </Banner>
        </Container>
      </Section>

      <HeadedSection $tone="tint" heading={content.journey} titleId="journey-title">
        <Steps steps={content.journey.steps} />
      </HeadedSection>
    </>
  );
}
