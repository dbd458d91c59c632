import type { ComponentType } from 'react';

/**
 * The WhatsApp button's place in the footer, as cheap as it can be in every page's start script:
 * a visitor's page keeps the corner the prerender wrote (its words and link are the page's
 * language's for the document's life: the language switch loads the other page), so the button's
 * component, styles and words are a chunk that only the prerender and a page rendered afresh
 * (the development server, a not-found page not put in place) load. The footer renders this only
 * while the settings show the button (webpack.config.ts).
 */
const CORNER = '[data-whatsapp-corner]';

let Button: ComponentType | undefined;
let prerendered: { className: string; html: string } | undefined;

/**
 * Before the first render: keeps the prerendered corner to hydrate as it is, or, on a page that is
 * rendered afresh, loads the button.
 */
export async function prepareWhatsAppCorner(hydratable: boolean): Promise<void> {
  const corner = hydratable ? document.querySelector(CORNER) : null;
  if (corner) prerendered = { className: corner.className, html: corner.innerHTML };
  else Button ??= (await import(/* webpackChunkName: "whatsapp-button" */ './whatsapp-button')).WhatsAppButton;
}

export function WhatsAppCorner() {
  if (Button) return <Button />;
  if (!prerendered) return null;
  return <div className={prerendered.className} data-print="hide" data-whatsapp-corner="" dangerouslySetInnerHTML={{ __html: prerendered.html }} />;
}
