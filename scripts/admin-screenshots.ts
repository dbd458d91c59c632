/**
 * The pictures of the guide's five tasks at /admin (docs/admin-guide.md) and of the owner's
 * guide's settings (docs/owner-guide.md), taken from the built editor with the CMS's test backend:
 * `npm run build && npm run admin-screenshots`. Run it again when the editor or the content's
 * shape changes, so the guides show what the owner will see.
 */
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import type { Page } from 'puppeteer';
import { launchBrowser } from './lib/chromium';
import { addTo, field, fieldInput, openAdmin, openEntry, openGroup, showArabicPane } from './lib/cms/drive-editor';
import { originOf } from './lib/origin';
import { run } from './lib/run';
import { serveDist } from './serve-dist';

const out = path.resolve(__dirname, '..', 'docs', 'images', 'admin');

/** Scrolls a field to the middle of the view and marks it, as a guide's picture points at it. */
async function pointAt(page: Page, locale: string | undefined, keyPath: string): Promise<void> {
  const section = await field(page, locale, keyPath);
  await section.evaluate((element) => {
    element.scrollIntoView({ block: 'center' });
    element.style.outline = '3px solid #d97706';
    element.style.outlineOffset = '4px';
  });
  await new Promise((resolve) => setTimeout(resolve, 800));
}

async function main(): Promise<void> {
  await mkdir(out, { recursive: true });
  const server = await serveDist();
  const browser = await launchBrowser();
  try {
    const admin = await openAdmin({ origin: originOf(server), browser });
    const shot = (name: string) => admin.page.screenshot({ path: path.join(out, `${name}.png`) });

    await openEntry(admin, 'settings', 'services');
    await pointAt(admin.page, undefined, 'careerCoaching.price');
    await shot('1-price');

    // The owner's guide, "Booking and paying in one step".
    await pointAt(admin.page, undefined, 'careerCoaching.paymentInBooking');
    await shot('payment-in-booking');

    await openEntry(admin, 'pages', 'about');
    await showArabicPane(admin.page);
    await pointAt(admin.page, 'ar', 'story.paragraphs.1');
    await shot('2-arabic-paragraph');

    await openEntry(admin, 'pages', 'home');
    await showArabicPane(admin.page);
    await addTo(admin.page, 'en', 'testimonials.items');
    await pointAt(admin.page, 'en', 'testimonials.items');
    await shot('4-testimonial');

    await openEntry(admin, 'settings', 'site');
    await pointAt(admin.page, undefined, 'contact.phone');
    await shot('5-phone');

    // The owner's guide's (docs/owner-guide.md): the WhatsApp button's switch, the search consoles' codes.
    await pointAt(admin.page, undefined, 'whatsappButton.show');
    await shot('6-whatsapp');
    // Left out of the file as shipped: ticked open, as the owner does (the entry afresh: one field marked).
    await openEntry(admin, 'settings', 'site');
    await openGroup(admin.page, undefined, 'searchConsoles');
    await pointAt(admin.page, undefined, 'searchConsoles.google');
    await shot('7-search-consoles');
    await openEntry(admin, 'settings', 'analytics');
    await pointAt(admin.page, undefined, 'plausible.domain');
    await shot('6-analytics');
    // The same entry afresh, its Google Analytics field marked (the owner's guide's own section).
    await openEntry(admin, 'settings', 'analytics');
    await pointAt(admin.page, undefined, 'googleAnalytics.measurementId');
    await shot('6-google-analytics');

    // Last: a new entry left unsaved holds the editor on its page.
    await admin.page.goto(`${admin.page.url().split('#')[0]}#/collections/posts/new`, { waitUntil: 'networkidle0' });
    await fieldInput(admin.page, 'en', 'title');
    await pointAt(admin.page, 'en', 'cover');
    await shot('3-new-post');

    console.log(`Wrote ten pictures to ${path.relative(process.cwd(), out)}`);
  } finally {
    await browser.close();
    server.close();
  }
}

run(main);
