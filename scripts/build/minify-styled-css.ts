/**
 * A TypeScript transformer for ts-loader that minifies the CSS inside
 * styled-components templates (styled.x``, styled(X)``, css``,
 * createGlobalStyle``, keyframes``) at build time, so indentation and
 * newlines are not shipped in the JavaScript. (The published plugin for this
 * supports TypeScript 5 at most.)
 *
 * It only removes what CSS never needs: comments (but `/*! … *\/`, which
 * carries directives such as `@noflip`), runs of white space, the spaces next
 * to braces, semicolons and commas, and the space after a declaration's colon.
 * Quoted strings and unquoted `url(…)` are kept exactly as written. The
 * template is minified whole, its interpolations standing in as placeholders,
 * so a string or comment that spans one is still recognised.
 */
import ts from 'typescript';

const STYLED_TAG = /^(styled\b|css$|createGlobalStyle$|keyframes$)/;

/** Stands for an interpolation while the template is minified: never written in CSS. */
const PLACEHOLDER = '\u0000';

/** What is kept as written: strings (with escapes), unquoted url(…), and comments (dropped unless `/*!` or holding an interpolation). */
const VERBATIM = /(["'])(?:\\[\s\S]|(?!\1)[^\\])*\1?|\burl\(\s*[^\s"')][^)]*\)|\/\*[\s\S]*?(?:\*\/|$)/g;

function minifyCode(code: string): string {
  return code
    .replace(/\s+/g, ' ')
    .replace(/ ?([{};,]) ?/g, '$1')
    // A colon followed by a space only occurs in declarations and media features (pseudo-classes never have one).
    .replace(/: /g, ':');
}

export function minifyCss(css: string): string {
  let out = '';
  let code = '';
  let last = 0;
  for (const match of css.matchAll(VERBATIM)) {
    const [token] = match;
    code += css.slice(last, match.index);
    last = match.index + token.length;
    // A plain comment goes, leaving a space so the tokens either side stay apart.
    if (token.startsWith('/*') && !token.startsWith('/*!') && !token.includes(PLACEHOLDER)) {
      code += ' ';
      continue;
    }
    out += minifyCode(code) + token;
    code = '';
  }
  return (out + minifyCode(code + css.slice(last))).trim();
}

/** The template's pieces minified together, then split again at the interpolations. */
function minifyPieces(pieces: string[]): string[] {
  const minified = minifyCss(pieces.join(PLACEHOLDER)).split(PLACEHOLDER);
  if (minified.length !== pieces.length) throw new Error('minify-styled-css: an interpolation was lost');
  return minified;
}

export function minifyStyledCss(): ts.TransformerFactory<ts.SourceFile> {
  return (context) => (sourceFile) => {
    const { factory } = context;
    const visit = (node: ts.Node): ts.Node => {
      if (ts.isTaggedTemplateExpression(node) && STYLED_TAG.test(node.tag.getText(sourceFile))) {
        const { template } = node;
        let minified: ts.TemplateLiteral;
        if (ts.isNoSubstitutionTemplateLiteral(template)) {
          minified = factory.createNoSubstitutionTemplateLiteral(minifyCss(template.text));
        } else {
          const spans = template.templateSpans;
          const [head = '', ...rest] = minifyPieces([template.head.text, ...spans.map((span) => span.literal.text)]);
          minified = factory.createTemplateExpression(
            factory.createTemplateHead(head),
            spans.map((span, i) =>
              factory.createTemplateSpan(
                ts.visitNode(span.expression, visit) as ts.Expression,
                i === spans.length - 1 ? factory.createTemplateTail(rest[i] ?? '') : factory.createTemplateMiddle(rest[i] ?? ''),
              ),
            ),
          );
        }
        return factory.updateTaggedTemplateExpression(node, node.tag, node.typeArguments, minified);
      }
      return ts.visitEachChild(node, visit, context);
    };
    return ts.visitNode(sourceFile, visit) as ts.SourceFile;
  };
}
