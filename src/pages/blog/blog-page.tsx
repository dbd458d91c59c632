import styled from 'styled-components';
import { LanguageNote } from '../../components/blog/language-note';
import { featureFor, PostCard } from '../../components/blog/post-card';
import { PageHero } from '../../components/sections/page-hero';
import { PageMeta } from '../../components/seo/page-meta';
import { ClosingCta } from '../../components/ui/closing-cta';
import { Container, Section } from '../../components/ui/layout';
import type { BlogContent } from '../../content/schema/blog';
import { feedPath } from '../../routes/feeds';
import type { PageProps } from '../../routes/page-types';
import { pathFor } from '../../routes/paths';
import { breakpoints, layout, media } from '../../styles/theme';

/* The hero already opens the page: the cards follow closely. */
const Posts = styled(Section)`
  padding-top: clamp(1.5rem, 4vw, 3rem);
`;

/** One column on phones, two from sm, three on wide screens; the newest post featured (post-card.tsx). */
const Grid = styled.ul`
  list-style: none;
  display: grid;
  gap: clamp(1.25rem, 3vw, 2rem);

  ${media.sm} { grid-template-columns: repeat(2, minmax(0, 1fr)); }
  ${media.md} { grid-template-columns: repeat(3, minmax(0, 1fr)); }
`;

/**
 * How wide a card's image is drawn: as many columns as the grid's breakpoints give (in em, so they
 * follow the visitor's text size), and no wider than a third of the page once it reaches its width.
 */
const cardImageSizes = `(min-width: ${breakpoints.md}) and (min-width: ${layout.maxWidth}) 360px, (min-width: ${breakpoints.md}) 30vw, (min-width: ${breakpoints.sm}) 45vw, 92vw`;

/** The featured card's image: about half of two or three columns from md, the whole row from sm. */
const featureImageSizes = `(min-width: ${breakpoints.md}) and (min-width: ${layout.maxWidth}) 600px, (min-width: ${breakpoints.md}) 50vw, 92vw`;

/** The blog: every post newest first, as cards that lead to the post in the page's language. */
export default function BlogPage(props: PageProps<BlogContent>) {
  const { content, locale } = props;
  return (
    <>
      <PageMeta meta={content.meta} page={props} trail={['home']} feed={{ title: content.words.feedTitle, href: feedPath(locale) }} />
      <PageHero eyebrow={content.hero.eyebrow} title={content.hero.title} lead={content.hero.lead} />
      <Posts aria-label={content.hero.eyebrow}>
        <Container>
          {/* Said only while some post is shown in the other language: a promise about nothing otherwise. */}
          {content.otherLanguageNote && content.posts.some((post) => post.lang !== locale) && <LanguageNote>{content.otherLanguageNote}</LanguageNote>}
          <Grid>
            {content.posts.map((post, index) => (
              <PostCard
                key={post.slug}
                post={post}
                words={content.words}
                readMore={content.readMore}
                sizes={index === 0 ? featureImageSizes : cardImageSizes}
                priority={index === 0}
                feature={index === 0 && content.posts.length > 1 ? featureFor(content.posts.length) : undefined}
              />
            ))}
          </Grid>
        </Container>
      </Posts>
      <ClosingCta {...content.closing} href={pathFor('booking', locale)} />
    </>
  );
}
