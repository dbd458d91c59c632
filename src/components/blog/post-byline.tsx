import styled from 'styled-components';
import type { BlogPostSummary } from '../../content/schema/post';
import type { BlogWords } from '../../content/schema/blog';
import { formatDate } from '../../i18n/dates';
import { useLocale } from '../../content/ui/locale-context';
import { colors, radii } from '../../styles/theme';

const Line = styled.p`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 0.35rem 0.9rem;
  color: ${colors.muted};
  font-size: 0.875rem;

  html[lang='ar'] & { font-size: 0.9375rem; }

  /*
   * On a card: the category on one line, the date and author on the next, each kept to its line
   * (cut short with an ellipsis rather than wrapped). Every card's line is then two lines high,
   * whatever its words, so the titles of a row start level at every width, in either language.
   */
  &[data-layout='card'] {
    display: grid;
    justify-items: start;
    gap: 0.5rem;

    & > * {
      display: block;
      max-width: 100%;
      overflow: hidden;
      text-overflow: ellipsis;
      white-space: nowrap;
    }
  }
`;

const Category = styled.span`
  padding: 0.2rem 0.7rem;
  border-radius: ${radii.pill};
  background: ${colors.tint};
  color: ${colors.brand};
  font-weight: 700;
`;

/* Date and author wrap together, never a separator alone at the start of a line. */
const When = styled.span`
  display: inline-flex;
  flex-wrap: wrap;
  gap: 0 0.5rem;

  [data-layout='card'] & > [aria-hidden] { margin-inline: 0.5rem; }
`;

/** Category, date and author: the same words on a card and above a post; on a card, two lines of fixed height. */
export function PostByline({ post, words, layout }: { post: Pick<BlogPostSummary, 'category' | 'date' | 'author'>; words: BlogWords; layout?: 'card' }) {
  const { locale } = useLocale();
  return (
    <Line data-layout={layout}>
      <Category>{words.categories[post.category]}</Category>
      <When>
        {/* A date is read whole, never split across lines (src/styles/global-css.ts). */}
        <time dateTime={post.date} data-whole="">
          {formatDate(post.date, locale)}
        </time>
        <span aria-hidden="true">·</span>
        <span>{`${words.byline} ${post.author}`}</span>
      </When>
    </Line>
  );
}
