import { act, render } from '@testing-library/react';
import { memoryLocation } from 'wouter/memory-location';
import { App } from '../../src/app/app';
import { localeFromPath } from '../../src/i18n/locale';
import { loadUi } from '../../src/content/ui/load-ui';
import { preparePath } from '../../src/app/page-cache';
import { loadSeoHead } from '../../src/components/seo/page-meta';
import { isPrerendering } from '../../src/config/runtime';
import { prepareStyles, stylisPluginsFor } from '../../src/styles/direction';

/** Renders the whole site at `path`, loading what the entry point would load first. */
export async function renderApp(path: string) {
  const locale = localeFromPath(path);
  // As the app's start does (src/app/start.tsx): the search metadata only when rendering as the prerender.
  const [ui] = await Promise.all([loadUi(locale), prepareStyles(locale), preparePath(path), isPrerendering() ? loadSeoHead() : undefined]);
  const stylisPlugins = stylisPluginsFor(locale);
  const location = memoryLocation({ path, record: true });
  let result: ReturnType<typeof render> | undefined;
  await act(async () => {
    result = render(<App locale={locale} ui={ui} stylisPlugins={stylisPlugins} locationHook={location.hook} />);
  });
  return { ...(result as ReturnType<typeof render>), location, ui };
}
