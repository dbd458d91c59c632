/**
 * The build and the app lean on five things their dependencies do not promise. Each test here
 * fails, after an update, with a message that names the dependency and what changed, instead of
 * a page that quietly loses its styles, its mirroring or a kilobyte (docs/decisions.md,
 * "Private APIs, fenced").
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { render } from '@testing-library/react';
import { createElement, type ElementType } from 'react';
import styled, { __PRIVATE__, StyleSheetManager } from 'styled-components';
import { stylisOfStyledComponents, wouterParser, wouterReactDeps } from '../../scripts/build/private-deps';
import { pageCss } from '../../scripts/lib/page-css';
import { prepareStyles, stylisPluginsFor, type StylisPlugins } from '../../src/styles/direction';

/** Fails with `what` when `holds` is false: the message is the point of these tests. */
function fence(holds: boolean, what: string): void {
  if (!holds) throw new Error(what);
}

const versionOf = (dir: string) => (JSON.parse(readFileSync(path.join(dir, 'package.json'), 'utf8')) as { version: string }).version;
const styledDir = path.dirname(require.resolve('styled-components/package.json'));
const styledVersion = `styled-components ${versionOf(styledDir)}`;

/** The names `source` imports with `import { a, b as c } from "<module>"`, for every module `from` accepts. */
const namedImports = (source: string, from: (module: string) => boolean): string[] =>
  [...source.matchAll(/import\s*\{([^}]*)\}\s*from\s*"([^"]+)"/g)]
    .filter(([, , module]) => from(module ?? ''))
    .flatMap(([, names]) => (names ?? '').split(',').map((name) => name.trim().split(/\s+as\s+/)[0] ?? ''))
    .filter(Boolean);

const wouterDir = path.dirname(require.resolve('wouter'));
/** The names wouter's own files import from the modules `from` accepts. */
const wouterImports = (from: (module: string) => boolean) =>
  readdirSync(wouterDir)
    .filter((file) => file.endsWith('.js'))
    .flatMap((file) => namedImports(readFileSync(path.join(wouterDir, file), 'utf8'), from));

/** Renders one styled paragraph with `plugins` and returns its generated class names. */
function classesOf(component: ElementType, plugins: StylisPlugins): string {
  const { container, unmount } = render(createElement(StyleSheetManager, { stylisPlugins: plugins }, createElement(component)));
  const className = container.querySelector('p')?.className ?? '';
  unmount();
  return className;
}

const cssOf = (className: string) => {
  const rule = __PRIVATE__.mainSheet.toString().split('/*!sc*/').find((part) => part.includes(`.${className.split(' ').pop()}{`));
  return rule ?? '';
};

describe('styled-components: __PRIVATE__.mainSheet (the prerender takes the page\'s CSS from it: src/app/start.tsx)', () => {
  it('still exists, holds the rendered rules, and its markers are what the page\'s CSS leaves out', () => {
    fence(typeof __PRIVATE__?.mainSheet?.toString === 'function', `${styledVersion} no longer exports __PRIVATE__.mainSheet.toString(): the prerender cannot serialize the stylesheet (src/app/start.tsx)`);
    const Probe = styled.p`
      color: rgb(1, 2, 3);
    `;
    const className = classesOf(Probe, []);
    const sheet = __PRIVATE__.mainSheet.toString();
    fence(sheet.includes('color:rgb(1, 2, 3)') || sheet.includes('color:rgb(1,2,3)'), `${styledVersion}: __PRIVATE__.mainSheet.toString() no longer holds the rendered rules`);
    const css = pageCss(sheet);
    fence(!css.includes('data-styled'), `${styledVersion} writes its group markers in another form: scripts/lib/page-css.ts would ship them in every page's CSS`);
    expect(css).toContain(`.${className.split(' ').pop()}{color:#010203}`);
    expect(cssOf(className)).toContain('rgb(1');
  });
});

describe("styled-components: class names hash the stylis plugins' names (src/styles/direction.ts's stand-in)", () => {
  it('gives the same class for the same plugin name, whatever the function, and another for another name', () => {
    const Probe = styled.p`
      margin-left: 3px;
    `;
    const [standIn] = stylisPluginsFor('ar');
    const sameName: StylisPlugins[number] = () => undefined;
    Object.defineProperty(sameName, 'name', { value: standIn?.name });
    const otherName: StylisPlugins[number] = () => undefined;
    Object.defineProperty(otherName, 'name', { value: 'other' });

    const arabic = classesOf(Probe, stylisPluginsFor('ar'));
    fence(arabic !== classesOf(Probe, stylisPluginsFor('en')), `${styledVersion} no longer hashes the plugins into class names: English and Arabic rules would share classes`);
    fence(arabic === classesOf(Probe, [sameName]), `${styledVersion} hashes more than a plugin's name (its source or identity?): the stand-in's classes would not match the prerendered ones`);
    fence(arabic !== classesOf(Probe, [otherName]), `${styledVersion} ignores the plugins' names when hashing class names`);
  });

  it('mirrors, once the real plugin has loaded, through the stand-in', async () => {
    await prepareStyles('ar');
    const Probe = styled.p`
      margin-left: 5px;
    `;
    const css = cssOf(classesOf(Probe, stylisPluginsFor('ar')));
    fence(css.includes('margin-right:5px'), `stylis-plugin-rtl did not mirror through the stand-in (got "${css}")`);
  });
});

describe('stylis: the prefixer stub (webpack.config.ts aliases stylis$ to src/shims/stylis-without-prefixer.js)', () => {
  const esm = readFileSync(path.join(styledDir, 'dist/styled-components.browser.esm.js'), 'utf8');
  const namespace = /import\s*\*\s*as\s*(\w+)\s*from\s*"stylis"/.exec(esm)?.[1];

  it("is still where styled-components takes stylis from, and the prefixer is one of the names it reads", async () => {
    fence(namespace !== undefined, `${styledVersion} no longer imports stylis as a namespace from "stylis" (bundled it, or renamed it?): the alias would stub nothing`);
    fence(new RegExp(`\\b${namespace}\\.prefixer\\b`).test(esm), `${styledVersion} no longer calls stylis' prefixer: the stub is dead code, remove it`);
    const named = namedImports(esm, (module) => module === 'stylis');
    const stylis = (await import(stylisOfStyledComponents.dir)) as Record<string, unknown>;
    const missing = [...named, 'prefixer'].filter((name) => name && !(name in stylis));
    fence(missing.length === 0, `${styledVersion} imports ${missing.join(', ')} from stylis, which stylis ${versionOf(stylisOfStyledComponents.dir)} does not export`);
  });

  it("serves the stylis styled-components itself depends on, not another copy", () => {
    const declared = (JSON.parse(readFileSync(path.join(styledDir, 'package.json'), 'utf8')) as { dependencies: Record<string, string> }).dependencies.stylis;
    const served = versionOf(stylisOfStyledComponents.dir);
    fence(declared === served || declared === `^${served}` || declared === `~${served}`, `${styledVersion} asks for stylis ${declared}; the alias serves ${served} from ${path.relative(process.cwd(), stylisOfStyledComponents.dir)}`);
  });
});

describe("wouter: its React bridge, ./react-deps.js, swapped for src/shims/wouter-react-deps.js (webpack.config.ts)", () => {
  const version = (() => {
    const manifest = readFileSync(path.join(wouterDir, '../package.json'), 'utf8');
    return `wouter ${(JSON.parse(manifest) as { version: string }).version}`;
  })();
  const imports = wouterImports((module) => wouterReactDeps.request.test(module));

  it('is still how wouter reaches React, inside a folder the swap matches', () => {
    fence(imports.length > 0, `${version} no longer imports "./react-deps.js": the swap in webpack.config.ts would silently do nothing`);
    fence(wouterReactDeps.dir.test(wouterDir + path.sep), `${version} lives in ${wouterDir}, which the swap's folder pattern does not match`);
  });

  it('gives every name wouter imports from it', async () => {
    const shim = (await import(wouterReactDeps.shim)) as Record<string, unknown>;
    const missing = [...new Set(imports)].filter((name) => !(name in shim));
    fence(missing.length === 0, `${version} imports ${missing.join(', ')} from ./react-deps.js, which src/shims/wouter-react-deps.js does not export`);
  });
});

describe(`wouter: its default route parser, "${wouterParser.module}", aliased to src/routes/route-pattern.ts (webpack.config.ts)`, () => {
  const imported = wouterImports((module) => module === wouterParser.module);

  it('is still what wouter imports its parser from, and the app gives every name it imports', async () => {
    fence(imported.length > 0, `wouter no longer imports its parser from "${wouterParser.module}": the alias in webpack.config.ts does nothing, and the bundle may carry two parsers`);
    const ours = (await import(wouterParser.shim)) as Record<string, unknown>;
    const missing = imported.filter((name) => typeof ours[name] !== 'function');
    fence(missing.length === 0, `wouter imports ${missing.join(', ')} from "${wouterParser.module}", which src/routes/route-pattern.ts does not export`);
  });
});
