/**
 * A TypeScript transformer for ts-loader that minifies the CSS inside
 * styled-components templates (styled.x``, styled(X)``, css``,
 * createGlobalStyle``, keyframes``) at build time, so indentation and
 * newlines are not shipped in the JavaScript. (The published plugin for this
 * supports TypeScript 5 at most.)
 *
 * It only removes what CSS never needs: comments, runs of white space, the
 * spaces next to braces, semicolons and commas, and the space after a
 * declaration's colon. A space at either edge of an
 * interpolation is kept, since there it may separate two values or selectors.
 */
import ts from 'typescript';

const STYLED_TAG = /^(styled\b|css$|createGlobalStyle$|keyframes$)/;

export function minifyCss(chunk: string): string {
  return chunk
    .replace(/\/\*(?!!)[\s\S]*?\*\//g, '')
    .replace(/\s+/g, ' ')
    .replace(/ ?([{};,]) ?/g, '$1')
    // A colon followed by a space only occurs in declarations (pseudo-classes never have one).
    .replace(/: /g, ':');
}

/** Minifies one piece of a template, keeping a single space where it touches an interpolation. */
function minifyPiece(text: string, atStart: boolean, atEnd: boolean): string {
  const lead = !atStart && /^\s/.test(text) && !/^\s*[{};,]/.test(text) ? ' ' : '';
  const trail = !atEnd && /\s$/.test(text) && !/[{};,]\s*$/.test(text) ? ' ' : '';
  const body = minifyCss(text).trim();
  return body === '' ? (lead || trail) : `${lead}${body}${trail}`;
}

export function minifyStyledCss(): ts.TransformerFactory<ts.SourceFile> {
  return (context) => (sourceFile) => {
    const { factory } = context;
    const visit = (node: ts.Node): ts.Node => {
      if (ts.isTaggedTemplateExpression(node) && STYLED_TAG.test(node.tag.getText(sourceFile))) {
        const { template } = node;
        const minified = ts.isNoSubstitutionTemplateLiteral(template)
          ? factory.createNoSubstitutionTemplateLiteral(minifyPiece(template.text, true, true))
          : factory.createTemplateExpression(
              factory.createTemplateHead(minifyPiece(template.head.text, true, false)),
              template.templateSpans.map((span, i) =>
                factory.createTemplateSpan(
                  ts.visitNode(span.expression, visit) as ts.Expression,
                  i === template.templateSpans.length - 1
                    ? factory.createTemplateTail(minifyPiece(span.literal.text, false, true))
                    : factory.createTemplateMiddle(minifyPiece(span.literal.text, false, false)),
                ),
              ),
            );
        return factory.updateTaggedTemplateExpression(node, node.tag, node.typeArguments, minified);
      }
      return ts.visitEachChild(node, visit, context);
    };
    return ts.visitNode(sourceFile, visit) as ts.SourceFile;
  };
}
