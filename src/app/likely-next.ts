import type { RouteKey } from '../routes/route-table';

/**
 * The one or two pages a visitor most likely opens next from each page, fetched while the browser
 * is idle, once the app shows it (src/app/app.tsx), so that following them is instant; every other
 * link fetches its page when pointed at, focused or touched. No more than two, so that a visit
 * downloads little it never opens. The next step on a brochure site is
 * the services and booking a session; a service page, and any page not listed (a new one), leads
 * to booking or a question. Where the likeliest next page is one of several (a service from the
 * list, a post from the blog), the visitor's pointer says which.
 */
const likely: Partial<Record<RouteKey, RouteKey[]>> = {
  home: ['services', 'booking'],
  about: ['founder', 'services'],
  founder: ['services', 'booking'],
  services: ['booking', 'contact'],
  booking: ['contact', 'services'],
  blog: ['about', 'services'],
  blogPost: ['blog', 'services'],
  contact: ['booking', 'services'],
  privacy: ['home', 'contact'],
  terms: ['home', 'contact'],
  thankYou: ['home', 'blog'],
};

const bookOrAsk: RouteKey[] = ['booking', 'contact'];

export const likelyNext = (key: RouteKey): RouteKey[] => likely[key] ?? bookOrAsk;
