import { useEffect } from 'react';
import styled from 'styled-components';
import { NextLinks } from '../../components/sections/next-links';
import { PageMeta } from '../../components/seo/page-meta';
import { ButtonLink } from '../../components/ui/button';
import type { NotFoundContent } from '../../content/types/not-found';
import { formatNumber } from '../../i18n/format';
import { useLocale } from '../../i18n/locale-context';
import { pathFor } from '../../routes/paths';
import { colors, layout, media } from '../../styles/theme';

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
  background: radial-gradient(120% 80% at 100% 0%, ${colors.tint} 0%, ${colors.paper} 60%);

  ${media.md} {
    grid-template-columns: minmax(0, 1.1fr) minmax(0, 1fr);
  }
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

const LinksTitle = styled.h2`
  margin-bottom: 1.25rem;
  font-size: clamp(1.25rem, 2.6vw, 1.5rem);
`;

const Body = styled.p`
  max-width: 40ch;
  margin: 1rem 0 2rem;
  color: ${colors.muted};
  font-size: 1.125rem;
`;

/** Shown for any path no route answers; the static host sends it with a 404 status. */
export function NotFoundPage({ path, content }: { path: string; content: NotFoundContent }) {
  const { locale } = useLocale();

  useEffect(() => {
    // The owner asked for missed paths in the console, to spot broken inbound links.
    console.info(`Page not found: ${path}`);
  }, [path]);

  return (
    <Wrap>
      <PageMeta meta={content.meta} />
      <div>
        <Code aria-hidden="true">{formatNumber(404, locale)}</Code>
        <Title>{content.title}</Title>
        <Body>{content.body}</Body>
        <ButtonLink href={pathFor('home', locale)} arrow>
          {content.returnHome}
        </ButtonLink>
      </div>
      <nav aria-labelledby="next-links-title">
        <LinksTitle id="next-links-title">{content.links.title}</LinksTitle>
        <NextLinks links={content.links.items.map(({ page, label, description }) => ({ href: pathFor(page, locale), label, description }))} />
      </nav>
    </Wrap>
  );
}
