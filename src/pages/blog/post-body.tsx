import styled from 'styled-components';
import { quoteFace } from '../../styles/quote-face';
import { colors, radii } from '../../styles/theme';

/**
 * Long-form type: rhythm, headings, lists and quotes. Sides are logical
 * (inline-start), not left/right mirrored by the RTL plugin: an English
 * article inside an Arabic page keeps its markers and rule on its own start.
 */
const Prose = styled.div`
  font-size: 1.125rem;
  line-height: 1.75;

  /* Arabic letters run narrower: a narrower column keeps the same measure, near 68 characters. */
  &:lang(ar) {
    max-width: 34rem;
    font-size: 1.1875rem;
    line-height: 1.95;
  }

  & > * + *, section > * + * { margin-top: 1.15em; }

  /* One section per h2 (scripts/lib/posts.ts). Laid out with the rest of the page, not
     content-visibility: Chromium leaves a skipped section's headings out of the accessibility
     tree, so a screen reader's list of headings missed half the article. */
  & > section { margin-top: 2.1em; }

  h2 {
    font-size: clamp(1.5rem, 3.6vw, 1.875rem);
    line-height: 1.25;
  }

  h3 {
    margin-top: 1.8em;
    font-size: 1.25rem;
    line-height: 1.35;
  }

  h2 + *, h3 + * { margin-top: 0.7em; }

  &:lang(ar) :is(h2, h3) { line-height: 1.5; }

  ul, ol {
    padding-inline-start: 1.4em;
  }

  li + li { margin-top: 0.5em; }

  li::marker {
    color: ${colors.brandSoft};
    font-weight: 700;
  }

  &:lang(ar) ol { list-style-type: arabic-indic; }

  blockquote {
    margin-inline: 0;
    padding: 1rem 1.25rem;
    border-inline-start: 4px solid ${colors.accent};
    border-radius: ${radii.sm};
    background: ${colors.tint};
    color: ${colors.brandStrong};
    ${quoteFace}
    font-size: 1.1875rem;
  }

  strong { font-weight: 700; }

  /* A picture of the text (scripts/lib/pictures.ts): at most the column's width, in its own shape,
     its box held from the start (width and height) and tinted until the file arrives. */
  img {
    display: block;
    max-width: 100%;
    height: auto;
    margin-block: 2em;
    border-radius: ${radii.md};
    background: ${colors.tint};
  }
`;

interface PostBodyProps {
  slug: string;
  /** Compiled at build time from the post's Markdown, which the build checks (scripts/lib/posts.ts). */
  html: string;
  lang?: string;
  dir?: 'ltr' | 'rtl';
}

export function PostBody({ slug, html, lang, dir }: PostBodyProps) {
  // Named by its slug, so a test can tell which post's body is on screen.
  return <Prose data-post-body={slug} lang={lang} dir={dir} dangerouslySetInnerHTML={{ __html: html }} />;
}
