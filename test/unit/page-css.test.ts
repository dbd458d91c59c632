import { pageCss, shortClassNames } from '../../scripts/lib/page-css';

/** Two components' rules as styled-components serialises them, the browser's spacing and colours included. */
const serialized = [
  '.eBcqTb { width: 1.25em; height: 1.25em; flex: 0 0 auto; }/*!sc*/',
  'data-styled.g1[id="sc-bdnzMm"]{content:"eBcqTb,"}/*!sc*/',
  'html[dir="rtl"] .lpuEiC { transform: scaleX(-1); }/*!sc*/',
  '.sc-bdnzMm:hover .lpuEiC { color: rgb(75, 32, 112); }/*!sc*/',
  '@media (min-width: 56.25em) {\n  .lpuEiC { margin-left: 0px; }\n}/*!sc*/',
  '.lpuEiC::before { content: "a  b: {c}"; }/*!sc*/',
  '.lpuEiC { margin-left: 1rem; }/*!sc*/',
  'data-styled.g2[id="sc-gtsusp"]{content:"lpuEiC,"}/*!sc*/',
  '',
].join('\n');

describe('pageCss', () => {
  const css = pageCss(serialized);

  it('leaves out the rehydration markers and separators', () => {
    expect(css).not.toMatch(/data-styled|\/\*!sc\*\/|content:"eBcqTb/);
  });

  it('keeps every rule, in order, minified', () => {
    expect(css).toBe(
      '.eBcqTb{width:1.25em;height:1.25em;flex:0 0 auto}html[dir=rtl] .lpuEiC{transform:scaleX(-1)}.sc-bdnzMm:hover .lpuEiC{color:#4b2070}@media (min-width:56.25em){.lpuEiC{margin-left:0}}.lpuEiC::before{content:"a  b: {c}"}.lpuEiC{margin-left:1rem}',
    );
  });

  it('stops on CSS it cannot read, rather than drop a rule', () => {
    expect(() => pageCss('.a { color: red; }/*!sc*/\n.b { colour red; }/*!sc*/')).toThrow(/could not be minified/);
  });
});

describe('shortClassNames', () => {
  const css = '.eBcqTb{width:1em}html[dir=rtl] .lpuEiC{background:url(a.lpuEiC.png)}.sc-bdnzMm:hover .lpuEiC,.lpuEiC:not(.eBcqTb){margin:.5rem}@media (min-width:56.25em){.lpuEiC{margin-left:0}}.absent{color:red}';
  const { css: renamed, names } = shortClassNames(css, ['eBcqTb lpuEiC', 'sc-gtsusp lpuEiC', 'sc-bdnzMm lpuEiC', 'unstyled']);

  it('names the classes rules name, the most used first, and none else', () => {
    expect(names).toEqual({ lpuEiC: '_0', eBcqTb: '_1', 'sc-bdnzMm': '_2' });
  });

  it('renames them in selectors only: a value, a number or a class no element has stays as written', () => {
    expect(renamed).toBe('._1{width:1em}html[dir=rtl] ._0{background:url(a.lpuEiC.png)}._2:hover ._0,._0:not(._1){margin:.5rem}@media (min-width:56.25em){._0{margin-left:0}}.absent{color:red}');
  });
});
