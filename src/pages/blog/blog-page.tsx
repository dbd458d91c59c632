import styled from 'styled-components';
import { BlogImage } from '../../components/blog/blog-image';
import { LanguageNote } from '../../components/blog/language-note';
import { PostByline } from '../../components/blog/post-byline';
import { PageHero } from '../../components/sections/page-hero';
import { PageMeta } from '../../components/seo/page-meta';
import { ButtonLink } from '../../components/ui/button';
import { ClosingCta } from '../../components/ui/closing-cta';
import { Container, Section } from '../../components/ui/layout';
import { VisuallyHidden } from '../../components/ui/visually-hidden';
import type { BlogContent } from '../../content/types/blog';
import { foreignText } from '../../i18n/locale';
import { feedPath } from '../../routes/feeds';
import type { PageProps } from '../../routes/page-types';
import { pathFor } from '../../routes/paths';
import { breakpoints, colors, layout, media, radii, shadow } from '../../styles/theme';

/* The hero already opens the page: the cards follow closely. */
const Posts = styled(Section)`
  padding-top: clamp(1.5rem, 4vw, 3rem);
`;

/** One column on phones, two from sm, three on wide screens. */
const Grid = styled.ul`
  list-style: none;
  display: grid;
  gap: clamp(1.25rem, 3vw, 2rem);

  ${media.sm} { grid-template-columns: repeat(2, minmax(0, 1fr)); }
  ${media.md} { grid-template-columns: repeat(3, minmax(0, 1fr)); }
`;

const PostCard = styled.li`
  display: flex;
  flex-direction: column;
  gap: 0.9rem;
  padding: 0.75rem 0.75rem 1.5rem;
  border: 1px solid ${colors.line};
  border-radius: ${radii.lg};
  background: ${colors.paper};
  box-shadow: ${shadow.card};
  /* Not the browser's match-parent, which Gecko and WebKit resolve to right in an RTL list and pass
     down as right: each block of the card aligns to its own start, an English post's text to the left. */
  text-align: start;

  & > :not(:first-child) { margin-inline: 0.75rem; }

  h2 {
    font-size: 1.3125rem;
    line-height: 1.3;
  }

  /* The button sits at the foot of every card, level across the row. */
  & > :last-child {
    margin-top: auto;
    align-self: flex-start;
  }
`;

const Excerpt = styled.p`
  color: ${colors.muted};
`;

/**
 * How wide a card's image is drawn: as many columns as the grid's breakpoints give (in em, so they
 * follow the visitor's text size), and no wider than a third of the page once it reaches its width.
 */
const cardImageSizes = `(min-width: ${breakpoints.md}) and (min-width: ${layout.maxWidth}) 360px, (min-width: ${breakpoints.md}) 30vw, (min-width: ${breakpoints.sm}) 45vw, 92vw`;

/** The blog: every post newest first, as cards that lead to the post in the page's language. */
export default function BlogPage(props: PageProps<BlogContent>) {
  const { content, locale } = props;
  return (
    <>
      <PageMeta meta={content.meta} page={props} trail={['home']} feed={{ title: content.words.feedTitle, href: feedPath(locale) }} />
      <PageHero eyebrow={content.hero.eyebrow} title={content.hero.title} lead={content.hero.lead} art="blog" />
      <Posts aria-label={content.hero.eyebrow}>
        <Container>
          {content.otherLanguageNote && <LanguageNote>{content.otherLanguageNote}</LanguageNote>}
          <Grid>
            {content.posts.map((post, index) => {
              const lang = foreignText(post.lang, locale);
              return (
                <PostCard key={post.slug}>
                  <BlogImage
                    image={post.thumbnailImage}
                    title={post.title}
                    lang={post.lang}
                    sizes={cardImageSizes}
                    priority={index === 0}
                  />
                  <PostByline post={post} words={content.words} />
                  <h2 {...lang}>{post.title}</h2>
                  <Excerpt {...lang}>{post.excerpt}</Excerpt>
                  <ButtonLink href={pathFor('blogPost', locale, { slug: post.slug })} variant="outline" size="sm" arrow>
                    {content.readMore}
                    <VisuallyHidden {...lang}>{`: ${post.title}`}</VisuallyHidden>
                  </ButtonLink>
                </PostCard>
              );
            })}
          </Grid>
        </Container>
      </Posts>
      <ClosingCta {...content.closing} href={pathFor('booking', locale)} />
    </>
  );
}
