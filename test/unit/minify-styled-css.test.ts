import ts from 'typescript';
import { minifyCss, minifyStyledCss } from '../../scripts/build/minify-styled-css';

/** What the transformer makes of a module. */
const transform = (source: string): string =>
  ts.transpileModule(source, {
    compilerOptions: { target: ts.ScriptTarget.ES2022, module: ts.ModuleKind.ESNext },
    transformers: { before: [minifyStyledCss()] },
  }).outputText.replace(/^"use strict";\s*/, '').trim();

describe('minifyCss', () => {
  it('drops indentation, newlines and the spaces CSS never needs', () => {
    expect(minifyCss('\n  a {\n    color: red;\n    margin: 0 auto;\n  }\n  b, i { font: 1em / 1.5 serif; }\n')).toBe('a{color:red;margin:0 auto;}b,i{font:1em / 1.5 serif;}');
  });

  it('keeps single- and double-quoted strings as written, escapes included', () => {
    expect(minifyCss("a::before {\n  content: 'Note:  x ;  { y }';\n}")).toBe("a::before{content:'Note:  x ;  { y }';}");
    expect(minifyCss('a::after { content: "it\'s: \\"quoted\\" , fine"; }')).toBe('a::after{content:"it\'s: \\"quoted\\" , fine";}');
    expect(minifyCss("a { content: 'it\\'s:  here'; }")).toBe("a{content:'it\\'s:  here';}");
    expect(minifyCss("a { content: '/* not a comment */'; }")).toBe("a{content:'/* not a comment */';}");
    expect(minifyCss('a { font-family: "Plus Jakarta Sans", serif; }')).toBe('a{font-family:"Plus Jakarta Sans",serif;}');
  });

  it('keeps url(…) as written, quoted or not', () => {
    expect(minifyCss("a { background: url('a b.png') no-repeat; }")).toBe("a{background:url('a b.png') no-repeat;}");
    expect(minifyCss('a { background: url(data:image/svg+xml;charset=utf-8,%3Csvg/*x*/%3E) , url(b.png); }')).toBe(
      'a{background:url(data:image/svg+xml;charset=utf-8,%3Csvg/*x*/%3E),url(b.png);}',
    );
  });

  it('drops comments but keeps /*! … */ ones, which carry directives', () => {
    expect(minifyCss('/* layout */\na {\n  left: 0; /* why */\n  /*! @noflip */ right: 0;\n}')).toBe('a{left:0;/*! @noflip */ right:0;}');
    expect(minifyCss('a { margin: 0/* gap */auto; }')).toBe('a{margin:0 auto;}');
  });

  it('keeps media queries valid', () => {
    expect(minifyCss('@media (min-width: 40em) and (max-width: 60em) {\n  a { color: red; }\n}')).toBe('@media (min-width:40em) and (max-width:60em){a{color:red;}}');
    expect(minifyCss('@media screen and (prefers-reduced-motion: reduce) { a { transition: none; } }')).toBe('@media screen and (prefers-reduced-motion:reduce){a{transition:none;}}');
  });
});

describe('the transformer', () => {
  it('minifies a template without interpolations', () => {
    expect(transform("const A = styled.div`\n  color: red;\n  content: 'a:  b';\n`;")).toBe("const A = styled.div `color:red;content:'a:  b';`;");
  });

  it('keeps every interpolation, with the space that separates it from a neighbour', () => {
    expect(transform('const A = styled.a`\n  color: ${c};\n  margin: ${m} ${n};\n  ${media.sm} {\n    padding: 0;\n  }\n  & ${Icon} { fill: ${c}; }\n`;')).toBe(
      'const A = styled.a `color:${c};margin:${m} ${n};${media.sm}{padding:0;}& ${Icon}{fill:${c};}`;',
    );
  });

  it('leaves a string that holds an interpolation as written', () => {
    expect(transform("const A = css`\n  content: '${label}:  ${count}  items';\n`;")).toBe("const A = css `content:'${label}:  ${count}  items';`;");
  });

  it('keeps a comment that holds an interpolation, so no expression is lost', () => {
    expect(transform('const A = css`\n  /* ${note} */\n  color: red;\n`;')).toBe('const A = css `/* ${note} */ color:red;`;');
  });

  it('leaves other tagged templates alone', () => {
    expect(transform('const a = html`\n  <p>  x  </p>\n`;')).toBe('const a = html `\n  <p>  x  </p>\n`;');
  });
});
