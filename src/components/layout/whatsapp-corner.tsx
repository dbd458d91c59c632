import { cloneElement, type ComponentType, type ReactElement, type ReactNode } from 'react';
import { createStore } from 'zustand/vanilla';

/**
 * The WhatsApp button's place at the foot of the footer, as cheap as it can be in the app's
 * script: when the app takes over from the page landed on, it keeps the corner the prerender
 * wrote (its words and link are the page's language's for the document's life: the language
 * switch loads the other page), so the button's component, styles and words are a chunk that only
 * the prerender and a page rendered from nothing (the development server) load. The footer and
 * the app call this only while the settings show the button; otherwise the build leaves it out
 * whole (webpack.config.ts).
 */
const CORNER = '[data-whatsapp-corner]';

/** What the corner renders: the button's component, loaded, or the corner the prerender wrote, kept. */
const corner = createStore<{ Button?: ComponentType; prerendered?: { className: string; html: string } }>()(() => ({}));

/**
 * Before the first render: keeps the landed page's corner (`keep`) to render as it is or, with
 * none to keep, loads the button (`load`: its chunk, imported where the build can leave it out).
 */
export async function prepareWhatsAppCorner(keep: boolean, load: () => Promise<{ WhatsAppButton: ComponentType }>): Promise<void> {
  const landed = keep ? document.querySelector(CORNER) : null;
  if (landed) corner.setState({ prerendered: { className: landed.className, html: landed.innerHTML } });
  else if (!corner.getState().Button) corner.setState({ Button: (await load()).WhatsAppButton });
}

export function WhatsAppCorner() {
  const { Button, prerendered } = corner.getState();
  if (Button) return <Button />;
  if (!prerendered) return null;
  return <div className={prerendered.className} data-print="hide" data-whatsapp-corner="" dangerouslySetInnerHTML={{ __html: prerendered.html }} />;
}

/** The footer with the corner after its contents, in its landmark. */
export const withWhatsAppCorner = (footer: ReactElement<{ children?: ReactNode }>) => cloneElement(footer, undefined, footer.props.children, <WhatsAppCorner key="whatsapp" />);
