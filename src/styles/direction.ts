import type { ComponentProps } from 'react';
import type { StyleSheetManager } from 'styled-components';
import { createStore } from 'zustand/vanilla';
import type { Locale } from '../config/site';

export type StylisPlugins = NonNullable<ComponentProps<typeof StyleSheetManager>['stylisPlugins']>;
type StylisPlugin = StylisPlugins[number];

/**
 * Styles are written once, left to right; for Arabic, stylis-plugin-rtl
 * (with cssjanus, its own chunk) mirrors them.
 *
 * A prerendered Arabic page already carries its mirrored CSS, and the
 * page landed on runs no styled-components at all, so the plugin is
 * needed only for the CSS the app generates: the pages it renders. It is
 * fetched with the app, as the visitor is about to move
 * (src/app/landing.ts), and the first move waits for it.
 *
 * styled-components hashes its class names with the plugins' names, so the
 * StyleSheetManager is given, from the first render on, a stand-in with a
 * fixed name that hands each rule to the real plugin once it has loaded.
 * The prerender and every visit use the same stand-in: identical class names.
 */
const mirroring = createStore<{ plugin?: StylisPlugin; loading?: Promise<void> }>()(() => ({}));

function loadMirroring(): Promise<void> {
  const { loading } = mirroring.getState();
  if (loading) return loading;
  const load = import(/* webpackChunkName: "rtl" */ 'stylis-plugin-rtl').then(
    ({ default: plugin }) => mirroring.setState({ plugin }),
    (error: unknown) => {
      // The next move asks again.
      mirroring.setState({ loading: undefined });
      throw error;
    },
  );
  mirroring.setState({ loading: load });
  return load;
}

const rtl: StylisPlugin = (element, index, children, callback) => mirroring.getState().plugin?.(element, index, children, callback);
Object.defineProperty(rtl, 'name', { value: 'rtl' });

const plugins: Record<Locale, StylisPlugins> = { en: [], ar: [rtl] };

export const stylisPluginsFor = (locale: Locale): StylisPlugins => plugins[locale];

/** Everything styles need before CSS can be generated afresh in `locale`. */
export const prepareStyles = (locale: Locale): Promise<void> => (locale === 'ar' ? loadMirroring() : Promise.resolve());
