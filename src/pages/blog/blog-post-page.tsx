import styled from 'styled-components';
import { AuthorBox } from '../../components/blog/author-box';
import { BlogImage } from '../../components/blog/blog-image';
import { LanguageNote } from '../../components/blog/language-note';
import { PostByline } from '../../components/blog/post-byline';
import { PostCard } from '../../components/blog/post-card';
import { relatedPosts } from '../../components/blog/related';
import { ArrowIcon } from '../../components/icons/icons';
import { AppLink } from '../../components/links/app-link';
import { MissingPage } from '../../components/sections/missing-page';
import { PageMeta } from '../../components/seo/page-meta';
import { ClosingCta } from '../../components/ui/closing-cta';
import { Container } from '../../components/ui/layout';
import type { BlogPost } from '../../content/schema/post';
import type { BlogPostContent } from '../../content/schema/blog';
import { foreignText } from '../../i18n/locale';
import { feedPath } from '../../routes/feeds';
import type { PageProps } from '../../routes/page-types';
import { pathFor } from '../../routes/paths';
import { breakpoints, colors, media } from '../../styles/theme';
import { PostBody } from './post-body';

const Article = styled.article`
  padding: clamp(2rem, 5vw, 3.5rem) 0 clamp(3.5rem, 8vw, 6rem);
  background: linear-gradient(180deg, ${colors.tint} 0, ${colors.paper} 22rem);
`;

/** The reading column: about 68 characters a line of the article's 18 px text (66 to 70 measured), in either language. */
const Column = styled.div`
  max-width: 38rem;
  margin-inline: auto;
`;

const Back = styled(AppLink)`
  display: inline-flex;
  align-items: center;
  gap: 0.5rem;
  min-height: 44px;
  margin-bottom: 1.5rem;
  color: ${colors.brand};
  font-weight: 650;
  text-decoration: none;

  &:hover { text-decoration: underline; }

  /* The arrow points back, against the reading direction: left in English, right in Arabic. */
  svg { transform: scaleX(-1); }
  html[dir='rtl'] & svg { transform: none; }
`;

const Title = styled.h1`
  margin: 1rem 0 clamp(1.5rem, 4vw, 2.25rem);
  font-size: clamp(2rem, 5.4vw, 3.25rem);
  line-height: 1.12;
  letter-spacing: -0.03em;

  html[lang='ar'] &:not([lang='en']) { line-height: 1.4; letter-spacing: 0; }
`;

const Featured = styled.div`
  max-width: 64rem;
  margin: 0 auto clamp(2rem, 5vw, 3rem);
`;

/* The post's end: who wrote it, then what to read next, before the closing band. */
const After = styled.div`
  margin-top: clamp(2.5rem, 6vw, 3.5rem);
  padding-top: clamp(2rem, 5vw, 2.5rem);
  border-top: 1px solid ${colors.line};
`;

/* As wide as the featured image: two cards side by side from sm. */
const Related = styled.section`
  max-width: 64rem;
  margin: clamp(3rem, 7vw, 4.5rem) auto 0;

  h2 {
    margin-bottom: 1.5rem;
    font-size: clamp(1.5rem, 3.4vw, 2rem);
  }
`;

const RelatedGrid = styled.ul`
  list-style: none;
  display: grid;
  gap: clamp(1.25rem, 3vw, 2rem);

  ${media.sm} { grid-template-columns: repeat(2, minmax(0, 1fr)); }
`;

/** A related card's image: half of the 64rem column from sm (in em, as `sizes` counts them), else the screen. */
const relatedImageSizes = `(min-width: ${breakpoints.wide}) 31em, (min-width: ${breakpoints.sm}) 46vw, 92vw`;

/** A post: its line, title and image, the article, and the way to book. An unknown slug gets the blog's own not-found. */
export default function BlogPostPage(props: PageProps<BlogPostContent>) {
  const { content, locale } = props;
  const { blog, post } = content;
  const page = blog.postPage;
  const blogPath = pathFor('blog', locale);
  if (!post) return <MissingPage {...page.notFound} link={{ href: blogPath, label: page.notFound.back }} />;

  const lang = foreignText(post.lang, locale);
  return (
    <>
    <Article aria-labelledby="page-title">
      <PostMeta post={post} props={props} />
      <Container>
        <Column>
          <Back href={blogPath}>
            <ArrowIcon />
            {page.backToBlog}
          </Back>
          <PostByline post={post} words={blog.words} />
          <Title id="page-title" {...lang}>
            {post.title}
          </Title>
        </Column>
        <Featured>
          {/* Featured's 64rem, in sizes' own terms: there an em is the default text size, as a rem is on the page. */}
          <BlogImage image={post.featuredImage} title={post.title} lang={post.lang} sizes="(min-width: 68.75em) 64em, 92vw" priority />
        </Featured>
        <Column>
          {lang.lang && page.otherLanguageNote && <LanguageNote>{page.otherLanguageNote}</LanguageNote>}
          <PostBody slug={post.slug} html={post.content} {...lang} />
          <After>
            <AuthorBox {...page.author} />
          </After>
        </Column>
        <Related aria-labelledby="related-title">
          <h2 id="related-title">{page.relatedTitle}</h2>
          <RelatedGrid>
            {relatedPosts(blog.posts, post).map((related) => (
              <PostCard key={related.slug} post={related} words={blog.words} readMore={blog.readMore} sizes={relatedImageSizes} heading="h3" excerpt={false} />
            ))}
          </RelatedGrid>
        </Related>
      </Container>
    </Article>
    <ClosingCta {...page.closing} cta={page.cta} href={pathFor('booking', locale)} />
    </>
  );
}

/** Search and share metadata of a post: an article with its own image, date, section and tags. */
function PostMeta({ post, props }: { post: BlogPost; props: PageProps<BlogPostContent> }) {
  const { words } = props.content.blog;
  return (
    <PageMeta
      meta={{ title: post.title, description: post.excerpt, keywords: post.keywords }}
      page={props}
      trail={['home', 'blog']}
      ogType="article"
      image={post.ogImage}
      feed={{ title: words.feedTitle, href: feedPath(props.locale) }}
      subjects={[
        {
          type: 'article',
          headline: post.title,
          description: post.excerpt,
          image: post.ogImage.src,
          datePublished: post.date,
          dateModified: post.updated,
          author: post.author,
          section: words.categories[post.category],
          keywords: post.keywords,
          inLanguage: post.lang,
        },
      ]}
    />
  );
}
