import type { ReactNode } from 'react';
import styled from 'styled-components';
import { PAGE_ART_HEIGHT, PAGE_ART_WIDTH, pageArt, stillPageArt, type PageArtName } from '../../assets/generated/page-art';
import type { ServiceKey } from '../../config/services';
import { breakpoints, colors, media } from '../../styles/theme';
import { mirroredInArabic } from '../../styles/mirror';
import { Container, Eyebrow } from '../ui/layout';

const Wrap = styled.section`
  padding: clamp(2.5rem, 7vw, 5.5rem) 0 clamp(2rem, 5vw, 3.5rem);
  background:
    radial-gradient(80% 70% at 100% 0%, ${colors.tintStrong} 0%, transparent 65%),
    linear-gradient(180deg, ${colors.tint} 0%, ${colors.paper} 100%);

  /* The page's first section follows the hero closely on a phone: its full top padding read as a gap. */
  & + section {
    padding-top: clamp(2.5rem, 9vw - 1rem, 7rem);
  }
`;

const Grid = styled(Container)`
  display: grid;
  align-items: center;
  gap: clamp(2rem, 5vw, 4rem);

  &[data-aside] {
    ${media.md} {
      grid-template-columns: 1.15fr 0.85fr;
    }
  }
`;

/*
 * The drawing beside the words. On phones it would only push the page's
 * content down, so it shows from the md breakpoint; its width and height keep
 * the space while it loads. No text inside, so one with a direction of travel
 * mirrors for Arabic: the road climbs the way the page reads (docs/decisions.md, "Images").
 */
/* Hidden as a whole on a phone: an empty grid item still costs the grid's gap (32 px under the lead). */
const ArtFrame = styled.picture`
  display: none;

  ${media.md} {
    display: block;
  }
`;

const Art = styled.img`
  display: block;
  width: 100%;
  max-width: 440px;
  height: auto;
  margin-inline-start: auto;

  ${mirroredInArabic('&[data-travels]')}
`;

const EMPTY_PIXEL = 'data:image/gif;base64,R0lGODlhAQABAAAAACH5BAEKAAEALAAAAAABAAEAAAICTAEAOw==';

/** A service without a drawing of its own shows the services drawing. */
const artFor = (name: PageArtName | ServiceKey): string => (name in pageArt ? pageArt[name as PageArtName] : pageArt.services);

const Title = styled.h1`
  max-width: 20ch;
  font-size: clamp(2.125rem, 5.6vw, 3.5rem);
  line-height: 1.1;
  letter-spacing: -0.03em;

  html[lang='ar'] & {
    line-height: 1.4;
  }
`;

const Subtitle = styled.p`
  margin-top: 0.75rem;
  color: ${colors.brand};
  font-size: 1.125rem;
  font-weight: 700;
`;

const Lead = styled.p`
  max-width: 56ch;
  margin-top: 1.25rem;
  color: ${colors.muted};
  font-size: clamp(1.0625rem, 2vw, 1.25rem);
`;

/** Buttons under the lead: full width on phones, side by side from the sm breakpoint. */
export const HeroActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 0.75rem;
  margin-top: 2rem;

  & > a { flex: 1 1 auto; }

  ${media.sm} {
    & > a { flex: 0 0 auto; }
  }
`;

interface PageHeroProps {
  eyebrow: string;
  title: string;
  /** A line under the title, e.g. a person's role. */
  subtitle?: string;
  lead: string;
  /** Above the eyebrow: breadcrumbs on nested pages. */
  before?: ReactNode;
  /** Below the lead: buttons and facts. */
  children?: ReactNode;
  /** Beside the text from the md breakpoint: a portrait or other content of the page's own. */
  aside?: ReactNode;
  /** The page's drawing beside the text (scripts/artwork/page-art.tsx); a service names its key. */
  art?: PageArtName | ServiceKey;
}

/** The opening band of every inner page: one h1, one lead, the page's first action. */
export function PageHero({ eyebrow, title, subtitle, lead, before, children, aside, art }: PageHeroProps) {
  return (
    <Wrap aria-labelledby="page-title">
      <Grid data-aside={aside || art ? '' : undefined}>
        <div>
          {before}
          <Eyebrow>{eyebrow}</Eyebrow>
          <Title id="page-title">{title}</Title>
          {subtitle && <Subtitle>{subtitle}</Subtitle>}
          <Lead>{lead}</Lead>
          {children}
        </div>
        {aside}
        {art && !aside && (
          // Decorative: the h1 says what the page is. Not lazy and not high priority: above the fold, but the words come first.
          // Phones match no source and keep the empty pixel, so they download nothing.
          <ArtFrame>
            <source media={`(min-width: ${breakpoints.md})`} srcSet={artFor(art)} />
            <Art
              src={EMPTY_PIXEL}
              width={PAGE_ART_WIDTH}
              height={PAGE_ART_HEIGHT}
              alt=""
              decoding="async"
              data-travels={stillPageArt.includes(art as PageArtName) ? undefined : ''}
            />
          </ArtFrame>
        )}
      </Grid>
    </Wrap>
  );
}
