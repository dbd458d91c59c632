/**
 * The places where the build reaches into a dependency's internals, named once so that
 * webpack.config.ts uses them and test/unit/private-apis.test.ts can tell, after an update,
 * whether each still holds (docs/decisions.md, "Private APIs, fenced").
 */
import path from 'node:path';

const packageDir = (name: string, from = __dirname) => path.dirname(require.resolve(`${name}/package.json`, { paths: [from] }));

/** styled-components' own copy of stylis: it pins an exact version, and another copy (stylis-plugin-rtl's) may sit at the top level. */
export const stylisOfStyledComponents = {
  dir: packageDir('stylis', packageDir('styled-components')),
  /** The ES module entry, the one webpack would pick for styled-components' `import * from "stylis"`. */
  get entry() {
    return path.join(this.dir, 'index.js');
  },
};

/** stylis as styled-components sees it, minus the vendor prefixer (`stylis$`). */
export const stylisShim = path.resolve(__dirname, '../../src/shims/stylis-without-prefixer.js');

/** wouter's bridge to React, swapped for a plain one (`./react-deps.js` inside wouter). */
export const wouterReactDeps = {
  request: /^\.\/react-deps\.js$/,
  dir: /[\\/]wouter[\\/]/,
  shim: path.resolve(__dirname, '../../src/shims/wouter-react-deps.js'),
};

/** wouter's default route parser (the package `regexparam`), replaced by the app's own strict one. */
export const wouterParser = {
  module: 'regexparam',
  shim: path.resolve(__dirname, '../../src/routes/route-pattern.ts'),
};
