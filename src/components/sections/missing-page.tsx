import styled from 'styled-components';
import type { PageMetaContent } from '../../content/types/common';
import { formatNumber } from '../../i18n/format';
import { useLocale } from '../../i18n/locale-context';
import { PAGE_ART_HEIGHT, PAGE_ART_WIDTH, pageArt } from '../../assets/generated/page-art';
import { colors, layout, media } from '../../styles/theme';
import { mirroredInArabic } from '../../styles/mirror';
import { PageMeta } from '../seo/page-meta';
import { ButtonLink } from '../ui/button';
import { NextLinks, type NextLink } from './next-links';

/*
 * The section is its own container: its first <div> is the message, which the
 * prerender copies into 404.html's Arabic block for visitors without
 * JavaScript (scripts/prerender.ts); the links sit beside it, outside that copy.
 */
const Wrap = styled.section`
  display: grid;
  align-items: start;
  gap: clamp(3rem, 6vw, 4rem) clamp(3rem, 8vw, 7rem);
  padding-block: clamp(3.5rem, 10vw, 7rem);
  padding-inline: max(${layout.gutter}, calc((100% - ${layout.maxWidth}) / 2 + ${layout.gutter}));
  background: linear-gradient(${colors.tint}, ${colors.paper});

  ${media.md} {
    grid-template-columns: minmax(0, 1.1fr) minmax(0, 1fr);
  }
`;

/** The code and the drawing side by side: the picture says it without pushing the message down. */
const Lead = styled.div`
  display: flex;
  align-items: flex-end;
  justify-content: space-between;
  gap: 1rem;
  max-width: 32rem;
`;

/* A road that forks under a signpost (scripts/artwork/page-art.tsx). Decorative: the h1 says it. */
const Art = styled.img`
  display: block;
  width: 44%;
  max-width: 220px;
  height: auto;
  margin-bottom: -0.5rem;

  /* The way on points the way the page reads (docs/decisions.md, "Images"). */
  ${mirroredInArabic()}
`;

const Code = styled.p`
  color: ${colors.brandSoft};
  font-size: clamp(4rem, 14vw, 7rem);
  font-weight: 800;
  line-height: 1;
  letter-spacing: -0.04em;
`;

const Title = styled.h1`
  margin-top: 1.25rem;
  font-size: clamp(1.875rem, 5vw, 2.75rem);
`;

const Body = styled.p`
  max-width: 40ch;
  margin: 1rem 0 2rem;
  color: ${colors.muted};
  font-size: 1.125rem;
`;

const LinksTitle = styled.h2`
  margin-bottom: 1.25rem;
  font-size: clamp(1.25rem, 2.6vw, 1.5rem);
`;

interface MissingPageProps {
  meta: PageMetaContent;
  title: string;
  body: string;
  /** The way on: home, or the blog for an unknown post. */
  link: { href: string; label: string };
  /** Other pages worth a look, beside the message. */
  next?: { title: string; links: NextLink[] };
}

/**
 * What a visitor sees where there is nothing to show: the unknown path, the
 * unknown post. One layout for both; the static host answers both with 404.
 */
export function MissingPage({ meta, title, body, link, next }: MissingPageProps) {
  const { locale } = useLocale();
  return (
    <Wrap>
      <PageMeta meta={meta} />
      <div>
        <Lead>
          <Code aria-hidden="true">{formatNumber(404, locale)}</Code>
          <Art src={pageArt.notFound} width={PAGE_ART_WIDTH} height={PAGE_ART_HEIGHT} alt="" decoding="async" />
        </Lead>
        <Title>{title}</Title>
        <Body>{body}</Body>
        <ButtonLink href={link.href} arrow>
          {link.label}
        </ButtonLink>
      </div>
      {next && (
        <nav aria-labelledby="next-links-title">
          <LinksTitle id="next-links-title">{next.title}</LinksTitle>
          <NextLinks links={next.links} />
        </nav>
      )}
    </Wrap>
  );
}
