/**
 * What the editor calls a field: its name in the data file, in words an owner reads. A name not
 * listed here is spelt out from its camelCase (`ratingLabel` → "Rating label").
 */
const named: Record<string, string> = {
  en: 'English',
  ar: 'Arabic',
  meta: 'Search result',
  title: 'Title',
  description: 'Description',
  keywords: 'Search keywords',
  eyebrow: 'Small label above the heading',
  intro: 'Introduction',
  lead: 'Opening paragraph',
  cta: 'Button',
  primaryCta: 'Main button',
  secondaryCta: 'Second button',
  artAlt: 'Picture description (alt text)',
  imageAlt: 'Picture description (alt text)',
  items: 'Entries',
  content: 'Their words',
  name: 'Name',
  role: 'Role',
  excerpt: 'Summary (search results and cards)',
  cover: 'Cover picture',
  artwork: 'Drawing (until the post has a picture)',
  date: 'Published',
  updated: 'Last updated',
  body: 'Text',
  photo: 'Photograph',
  genericWording: 'Still the generic wording',
  brandShort: 'Short name',
  linkedin: 'LinkedIn',
  youtube: 'YouTube',
  tiktok: 'TikTok',
  whatsapp: 'WhatsApp',
  whatsappButton: 'WhatsApp button',
  searchConsoles: 'Search consoles (Google, Bing)',
  google: 'Google Search Console',
  bing: 'Bing Webmaster Tools',
  faq: 'Questions and answers',
  question: 'Question',
  answer: 'Answer',
  goatcounter: 'GoatCounter',
  googleAnalytics: 'Google Analytics 4 (asks visitors first)',
  measurementId: 'Measurement ID',
  websiteId: 'Website ID',
  server: 'Your own server (only if you run one)',
  // The owner's words for the settings named for the code.
  origin: 'The site’s address (https:// and the domain)',
  formEndpoint: 'Where the contact form sends its messages',
  pricesIncludeVat: 'Prices include VAT',
  sessionMinutes: 'Length of a session (minutes)',
  editorSignIn: 'The editor’s sign-in service (for “Sign In with GitHub”)',
};

export function labelOf(name: string): string {
  const known = named[name];
  if (known) return known;
  const words = name.replace(/([a-z0-9])([A-Z])/g, '$1 $2').replace(/[-_]/g, ' ').toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}
