import styled from 'styled-components';
import type { BlogPostSummary } from '../../content/schema/post';
import type { BlogWords } from '../../content/schema/blog';
import { foreignText } from '../../i18n/locale';
import { useLocale } from '../../content/ui/locale-context';
import { pathFor } from '../../routes/paths';
import { colors, media, motion, radii, shadow, stretchedLink } from '../../styles/theme';
import { ArrowIcon } from '../icons/icons';
import { AppLink } from '../links/app-link';
import { BlogImage } from './blog-image';
import { PostByline } from './post-byline';

/**
 * How the newest post stands out in the list's three columns, so that the cards after it fill
 * every row: a whole row when the rest fill rows of three, two columns beside one card when that
 * leaves the rows full, else two columns by two rows (see `featureFor`).
 */
export type Feature = 'row' | 'pair' | 'block';

/*
 * One link per card: the title's. Its ::after spreads over the whole card, so a tap anywhere on
 * the card opens the post, and the link's name is the title alone.
 */
const Card = styled.li`
  position: relative;
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

  transition: box-shadow ${motion.base} ${motion.ease};

  :is(h2, h3) {
    font-size: 1.3125rem;
    line-height: 1.3;
  }

  :is(h2, h3) a {
    text-decoration: none;
    ${stretchedLink}

    &:focus-visible {
      outline: none;
    }

    &:focus-visible::after {
      outline: 3px solid ${colors.brandSoft};
      outline-offset: 3px;
    }
  }

  &:hover {
    box-shadow: ${shadow.raised};

    :is(h2, h3) a { text-decoration: underline; text-underline-offset: 0.2em; }
  }

  /* The cue sits at the foot of every card, level across the row. */
  & > :last-child {
    margin-top: auto;
    align-self: flex-start;
  }

  &[data-feature] :is(h2, h3) { font-size: clamp(1.4375rem, 2.6vw, 1.875rem); }

  /* From sm the newest post takes the whole first row of two columns. */
  ${media.sm} {
    &[data-feature] { grid-column: 1 / -1; }
  }

  /* In three columns: image and words side by side, the image the card's full height. */
  ${media.md} {
    &[data-feature='row'], &[data-feature='pair'] {
      display: grid;
      grid-template-columns: minmax(0, 1.15fr) minmax(0, 1fr);
      grid-template-rows: 1fr auto auto auto auto 1fr;
      column-gap: 1.75rem;
      row-gap: 0.9rem;
      padding: 0.75rem;

      & > :first-child { grid-row: 1 / -1; align-self: stretch; }
      & > :not(:first-child) { grid-column: 2; margin-inline: 0 1rem; }
      & > :nth-child(2) { grid-row: 2; }
      & > :nth-child(3) { grid-row: 3; }
      & > :nth-child(4) { grid-row: 4; }
      & > :last-child { grid-row: 5; justify-self: start; margin-top: 0.4rem; }
    }

    &[data-feature='pair'] { grid-column: span 2; }
    &[data-feature='block'] { grid-column: span 2; grid-row: span 2; }
  }

  /* The image fills its half of a side-by-side card, cropped rather than letterboxed. */
  ${media.md} {
    &[data-feature='row'] > :first-child img, &[data-feature='pair'] > :first-child img {
      height: 100%;
      object-fit: cover;
    }
  }
`;

const Excerpt = styled.p`
  color: ${colors.muted};
`;

/* 'Read More' as words, not a second link: the card is the link. */
const Cue = styled.span`
  display: inline-flex;
  align-items: center;
  gap: 0.4rem;
  color: ${colors.brand};
  font-size: 0.9375rem;
  font-weight: 700;
`;

/** Which way the newest of `count` posts is featured so that no row of three has a hole. */
export function featureFor(count: number): Feature {
  if ((count - 1) % 3 === 0) return 'row';
  if ((count + 1) % 3 === 0) return 'pair';
  return 'block';
}

interface PostCardProps {
  post: BlogPostSummary;
  words: BlogWords;
  readMore: string;
  /** The image's `sizes`: how wide the card draws it. */
  sizes: string;
  priority?: boolean;
  feature?: Feature;
  /** A list's cards are titled h2; a post's related cards, under their own h2, h3. */
  heading?: 'h2' | 'h3';
  /** Related cards leave the excerpt out: title and picture say enough beside a post. */
  excerpt?: boolean;
}

/** A post as a card: picture, category, date and author, title, excerpt and 'Read More'; the whole card opens the post. */
export function PostCard({ post, words, readMore, sizes, priority = false, feature, heading: Heading = 'h2', excerpt = true }: PostCardProps) {
  const { locale } = useLocale();
  const lang = foreignText(post.lang, locale);
  return (
    <Card data-feature={feature}>
      <BlogImage image={post.thumbnailImage} title={post.title} lang={post.lang} sizes={sizes} priority={priority} />
      <PostByline post={post} words={words} layout="card" />
      <Heading {...lang}>
        <AppLink href={pathFor('blogPost', locale, { slug: post.slug })}>{post.title}</AppLink>
      </Heading>
      {excerpt && <Excerpt {...lang}>{post.excerpt}</Excerpt>}
      <Cue aria-hidden="true">
        {readMore}
        <ArrowIcon />
      </Cue>
    </Card>
  );
}
