import styled from 'styled-components';
import type { PageMetaContent } from '../../content/schema/fields';
import { formatNumber } from '../../i18n/format';
import { useLocale } from '../../content/ui/locale-context';
import { PageMeta } from '../seo/page-meta';
import { ButtonLink } from '../ui/button';
import { Container, Eyebrow, Section } from '../ui/layout';
import { NextLinks, type NextLink } from './next-links';
import { HeroActions, PageHero } from './page-hero';

/* A short block of links after the message, as close to the hero as an inner page's first section: less air than a chapter. */
const Links = styled(Section)`
  padding-block: clamp(2rem, 4vw, 3rem) clamp(3.5rem, 7vw, 5rem);
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
  /** Other pages worth a look, under the message. */
  next?: { title: string; links: NextLink[] };
}

/**
 * What a visitor sees where there is nothing to show: the unknown path, the unknown post. One
 * layout for both, the compact hero of every inner page; the static host answers both with 404.
 * The prerender copies the hero's message (its first <div> in a section) into 404.html's Arabic
 * block for visitors without JavaScript (scripts/prerender.ts), the code left out: aria-hidden.
 */
export function MissingPage({ meta, title, body, link, next }: MissingPageProps) {
  const { locale } = useLocale();
  return (
    <>
      <PageMeta meta={meta} />
      <PageHero title={title} lead={body} size="compact" before={<Eyebrow aria-hidden="true">{formatNumber(404, locale)}</Eyebrow>}>
        <HeroActions>
          <ButtonLink href={link.href} arrow>
            {link.label}
          </ButtonLink>
        </HeroActions>
      </PageHero>
      {next && (
        <Links as="nav" aria-labelledby="next-links-title">
          <Container>
            <LinksTitle id="next-links-title">{next.title}</LinksTitle>
            <NextLinks columns={3} links={next.links} />
          </Container>
        </Links>
      )}
    </>
  );
}
