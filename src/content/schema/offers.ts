import { pricesIncludeVat } from '../../config/pricing';
import { serviceKeys, services, type ServiceKey } from '../../config/services';
import { fields, list, tuple, type Output, type Words } from './fields';

/**
 * The words of the paid services and the free discovery session, in one language: every card,
 * link and line that names a service outside its own page. Prices and links are settings.
 */
export const schema = ({ label, text, title }: Words) => {
  const service = fields({
    /** Card and link title, e.g. 'Career Coaching'. */
    name: title({ max: 40 }),
    /** One or two sentences: what the service is for. */
    summary: text(),
    /** A link to the service's page, e.g. 'Explore career coaching'. */
    linkLabel: label({ max: 40 }),
    /** The paid card: a short line under the title. */
    subtitle: text({ max: 60 }),
    /** The paid card: what one session gives you. */
    description: text(),
    /**
     * What the paid card's 'Pay' button says to those who hear the page: the button's words first
     * (WCAG 2.5.3), then the price and the service: 'Pay {price:careerCoaching} for a career coaching session'.
     */
    payName: text({ max: 90 }),
    /**
     * The same for the one button of a service whose booking page takes the payment (services.json,
     * `paymentInBooking`): 'Book and Pay {price:careerCoaching} for a career coaching session'.
     */
    bookAndPayName: text({ max: 90 }),
    /** The name where a list names it: the home page's card and the terms' price list. */
    plainName: text({ max: 40 }),
    /** How long one session lasts, on the paid card: '{sessionLength:careerCoaching}'. */
    duration: text({ max: 30, typedMax: 60 }),
    /** The same as a fact under the service page's first button: '{sessionLengthBefore:careerCoaching} sessions'. */
    durationFact: text({ max: 40, typedMax: 60 }),
    /** The home page's card: one or two sentences. */
    teaser: text(),
    /** The services overview's card: what the service covers. */
    features: list(text({ max: 60 }), { min: 2, max: 6 }),
    /** The terms' price list, after the name and the price: 'for one prepaid session.' */
    termsFee: text({ max: 60 }),
  });

  return fields({
    services: fields(Object.fromEntries(serviceKeys.map((key) => [key, service])) as Record<ServiceKey, typeof service>),
    discovery: fields({
      title: title({ max: 60 }),
      subtitle: text({ max: 60 }),
      /** Shown where a price would be: 'Free · 2 hours'. */
      priceText: text({ max: 40 }),
      description: text(),
      /** 'Schedule a Time' (spec §9). */
      buttonText: label({ max: 40 }),
    }),
    /** Two short facts under a service page's first button: where and in which language; that the discovery session is free. */
    sessionFacts: tuple(text({ max: 90 }), 2),
    /** Beside every price, both ways of saying it: the cards and the terms' price list show the one `pricesIncludeVat` (src/config/settings/services.json) picks. */
    vatNote: fields({ included: text({ max: 40 }), excluded: text({ max: 40 }) }).transform((note) => (pricesIncludeVat ? note.included : note.excluded)),
    perSession: text({ max: 30 }),
    /** 'Pay' (spec §9). */
    payLabel: label({ max: 20 }),
    /** The one button of a service whose booking page takes the payment, instead of 'Pay': 'Book and Pay'. */
    bookAndPayLabel: label({ max: 20 }),
    /** The terms' price list, beside the VAT note of a service paid as it is booked, while others are paid apart: 'paid when you book'. */
    termsPaidWhenBooked: text({ max: 40 }),
    /** The badge on the popular service's card: 'Most Popular'. */
    popular: title({ max: 30 }),
  })
    .superRefine((offers, ctx) => {
      // A name that does not start with the words shown cannot be spoken to voice control ('Pay').
      for (const key of serviceKeys) {
        if (!offers.services[key].payName.startsWith(`${offers.payLabel} `)) {
          ctx.addIssue({ code: 'custom', path: ['services', key, 'payName'], message: `must start with the button's words, "${offers.payLabel}", then say the price and the service`, input: offers.services[key].payName });
        }
        if (!offers.services[key].bookAndPayName.startsWith(`${offers.bookAndPayLabel} `)) {
          ctx.addIssue({
            code: 'custom',
            path: ['services', key, 'bookAndPayName'],
            message: `must start with the button's words, "${offers.bookAndPayLabel}", then say the price and the service`,
            input: offers.services[key].bookAndPayName,
          });
        }
      }
    })
    // Each card's one button as the settings choose it: 'Pay' to the payment page, or 'Book and Pay'
    // (its own label and name) where the booking takes the payment. The other words leave the pages'
    // modules, so a site that never uses them carries not a byte of them.
    .transform(({ bookAndPayLabel, termsPaidWhenBooked, ...offers }) => {
      const inBooking = services.filter((service) => service.paymentInBooking).length;
      return {
        ...offers,
        services: Object.fromEntries(
          services.map(({ key, paymentInBooking }) => {
            const { bookAndPayName, ...words } = offers.services[key];
            return [key, paymentInBooking ? { ...words, payName: bookAndPayName, payLabel: bookAndPayLabel } : words];
          }),
        ) as Record<ServiceKey, Omit<(typeof offers.services)[ServiceKey], 'bookAndPayName'> & { payLabel?: string }>,
        // Only the terms' price list reads it, and only while some services are paid as booked and some apart.
        ...(inBooking > 0 && inBooking < services.length ? { termsPaidWhenBooked } : {}),
      };
    });
};

/** What the editor at /admin calls it. */
export const label = 'Services and offers (cards and prices)';

/** The words of the paid services and the free discovery session. */
export type Content = Output<typeof schema>;
