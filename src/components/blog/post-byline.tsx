import styled from 'styled-components';
import type { BlogPostSummary, BlogWords } from '../../content/types/blog';
import { formatDate } from '../../i18n/dates';
import { useLocale } from '../../i18n/locale-context';
import { colors, radii } from '../../styles/theme';

const Line = styled.p`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 0.35rem 0.9rem;
  color: ${colors.muted};
  font-size: 0.875rem;

  html[lang='ar'] & { font-size: 0.9375rem; }
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
`;

/** Category, date and author: the same line on a card and above a post. */
export function PostByline({ post, words }: { post: Pick<BlogPostSummary, 'category' | 'date' | 'author'>; words: BlogWords }) {
  const { locale } = useLocale();
  return (
    <Line>
      <Category>{words.categories[post.category]}</Category>
      <When>
        <time dateTime={post.date}>{formatDate(post.date, locale)}</time>
        <span aria-hidden="true">·</span>
        <span>{`${words.byline} ${post.author}`}</span>
      </When>
    </Line>
  );
}
