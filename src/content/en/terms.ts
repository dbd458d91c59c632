import { legal } from '../../config/legal';
import { mailtoHref, site } from '../../config/site';
import { paidOffers } from '../../config/pricing';
import { formatNumber } from '../../i18n/format';
import { pathFor } from '../../routes/paths';
import type { LegalContent } from '../types/legal';
import { discoveryLength, noticeGiven, noticePeriod, noticePeriodBefore, refundTime } from './periods';
import { serviceKeys } from '../../config/services';
import offers from './offers';

const aed = (amount: number): string => `AED ${formatNumber(amount, 'en')}`;
const email = { text: site.contact.email, href: mailtoHref };

/** The law and the courts where the business is licensed (`src/config/legal.ts`). */
const law = {
  'abu-dhabi': {
    governs: `the laws of the Emirate of ${site.city.en} and the federal laws of the ${site.country.en} as they apply there`,
    courts: `The courts of the Emirate of ${site.city.en}`,
  },
  adgm: {
    governs: 'the laws in force in the Abu Dhabi Global Market (ADGM)',
    courts: 'The ADGM Courts',
  },
}[legal.jurisdiction];

const terms: LegalContent = {
  meta: {
    title: 'Terms & Conditions for coaching and consultancy',
    description: `How sessions with our coaching practice in ${site.city.en} work: fees and payment, ${noticePeriodBefore} cancellation notice, refunds and confidentiality.`,
    keywords: ['terms and conditions', 'coaching terms', 'cancellation policy', 'refund policy', `coaching in ${site.city.en}`],
  },
  hero: {
    eyebrow: 'Legal',
    title: 'Terms & Conditions',
    lead: 'The rules for working with us, in plain words: how sessions, fees, cancellations and refunds work, and what each of us can expect.',
  },
  contents: 'On this page',
  sections: [
    {
      id: 'introduction',
      title: 'Introduction',
      blocks: [
        {
          paragraph: `These terms explain how ${site.brand.en} ("we", "us"), a coaching and management consultancy in ${site.city.en}, works with its clients. The business is run by ${legal.entity.en}, holder of trade licence No. ${legal.licenceNumber} issued by ${legal.licenceAuthority.en}, registered at ${legal.registeredAddress.en}. Your agreement is with ${legal.entity.en}.`,
        },
        {
          paragraph:
            'When you book a session or pay for one, you accept these terms. "You" means the client: the person who books a session, or the organisation that pays for it. The terms apply to every session, including the free discovery session, so please read them before you book.',
        },
        {
          paragraph: [
            'If anything here is unclear, write to us at ',
            email,
            ' or use our ',
            { text: 'contact page', href: pathFor('contact', 'en') },
            '. We are happy to explain before you commit to anything.',
          ],
        },
      ],
    },
    {
      id: 'services',
      title: 'Our services',
      blocks: [
        { paragraph: 'We offer three services. Each one is one-to-one:' },
        {
          list: [
            'Life coaching: for more balance, confidence and direction in your personal life.',
            'Career coaching: for a promotion, a change of field or a first leadership role.',
            'Business coaching & consultancy: for founders, leaders and growing companies working on strategy, team or processes.',
          ],
        },
        {
          paragraph: `Sessions take place in person in ${site.city.en}, by phone or by video call. They are held in English or Arabic, whichever you prefer.`,
        },
        {
          paragraph:
            'Coaching is not therapy. It is not medical, legal or financial advice either. If you need help of that kind, please speak to a qualified professional. We may suggest this if we think it would serve you better.',
        },
      ],
    },
    {
      id: 'client-relationship',
      title: 'The client relationship',
      blocks: [
        {
          paragraph:
            'Coaching is a partnership. We bring structure, questions, practical tools and honest feedback. You bring your goals, your time and the work you do between sessions.',
        },
        {
          paragraph:
            'You make your own decisions. You are responsible for them and for what follows from them. We may offer ideas and options, but the choice is always yours.',
        },
        {
          paragraph:
            'Results depend on your own effort and circumstances. For that reason we cannot guarantee any particular outcome, such as a promotion, a new role, higher revenue or a change in how you feel.',
        },
        {
          paragraph:
            'Please be open with us, arrive on time and tell us early if something changes. If coaching stops feeling like the right support for you, either of us can end it, as set out under Termination.',
        },
      ],
    },
    {
      id: 'confidentiality',
      title: 'Confidentiality',
      blocks: [
        {
          paragraph:
            'Everything you share in a session stays confidential. We do not pass it on to your employer, your family or anyone else without your permission.',
        },
        { paragraph: 'There are only two exceptions:' },
        {
          list: [
            'where the law requires us to disclose information;',
            'where there is a serious risk of harm to you or to someone else.',
          ],
        },
        {
          paragraph: [
            'How we collect, use and store your personal data is explained in our ',
            { text: 'privacy policy', href: pathFor('privacy', 'en') },
            '.',
          ],
        },
      ],
    },
    {
      id: 'fees-and-payment',
      title: 'Fees and payment',
      blocks: [
        { paragraph: 'Our prices, in UAE dirhams, are:' },
        {
          list: [
            `Free discovery session: ${discoveryLength}, free of charge and with no obligation to book anything further.`,
            ...serviceKeys.map(
              (key) => `${offers.services[key].plainName}: ${aed(paidOffers[key].price)} ${offers.services[key].termsFee}`,
            ),
          ],
        },
        {
          paragraph:
            'Fees are due upfront or per session, as agreed when you book. They are non-refundable once services are rendered, except as stated in these terms or required by law.',
        },
        {
          paragraph: [
            'You can pay by bank transfer, by card through the card-payment links on our ',
            { text: 'booking page', href: pathFor('booking', 'en') },
            ', or by any other method we agree with you. Please keep your booking confirmation and payment receipt as your record of what you have paid for.',
          ],
        },
      ],
    },
    {
      id: 'termination',
      title: 'Termination',
      blocks: [
        {
          paragraph:
            'Either of us can end the coaching relationship at any time by giving written notice. An email is enough.',
        },
        {
          paragraph:
            'If you have paid in advance for sessions you have not yet had, we refund the prepaid amount proportionally. We deduct the sessions already completed and any expenses already incurred.',
        },
        {
          paragraph:
            'Ending our work together does not end our duty of confidentiality. What you shared with us stays private.',
        },
      ],
    },
    {
      id: 'cancellation',
      title: 'Cancellation and rescheduling',
      blocks: [
        {
          paragraph: [
            `To cancel or reschedule a session, please give us at least ${noticeGiven}. The simplest way is to email us at `,
            email,
            '.',
          ],
        },
        {
          paragraph: `With at least ${noticeGiven}, you can move your session to another time at no cost, or cancel it and ask for a refund as described below.`,
        },
        {
          paragraph: `If you cancel with less than ${noticeGiven}, or do not attend, you may be charged the full session fee. The same notice applies to the free discovery session: there is no fee to lose, but a late cancellation takes a place that another client could have used.`,
        },
      ],
    },
    {
      id: 'refunds',
      title: 'Refund policy',
      blocks: [
        {
          paragraph: `A cancellation request made at least ${noticePeriod} before your session is a valid request, and you are then entitled to a refund of the fee you paid for that session.`,
        },
        {
          paragraph: `We process refunds within ${refundTime} of a valid cancellation request. The money goes back to the original payment method. Your bank or card provider may take a few more days to show it in your account.`,
        },
        {
          paragraph:
            'Apart from this and the proportional refund on termination, fees are non-refundable once services are rendered, unless the law requires otherwise.',
        },
      ],
    },
    {
      id: 'liability',
      title: 'Limitation of liability',
      blocks: [
        {
          paragraph:
            'We take our work seriously, and we want its limits to be as clear as the rest of these terms. Our total liability to you for any claim connected with a session is limited to the fees you paid for that session.',
        },
        { paragraph: 'We are not liable for:' },
        {
          list: [
            'indirect or consequential losses, such as loss of income, profit, business or opportunity;',
            'the decisions you make, or their results, whether or not they followed a session with us.',
          ],
        },
        {
          paragraph:
            'Nothing in these terms excludes or limits any liability that the law does not allow to be excluded or limited.',
        },
      ],
    },
    {
      id: 'governing-law',
      title: 'Governing law',
      blocks: [
        {
          paragraph: `These terms are governed by ${law.governs}, and are to be read in line with them.`,
        },
        {
          paragraph: `${law.courts} have exclusive jurisdiction over any dispute arising from these terms or our services.`,
        },
        {
          paragraph:
            'If something concerns you, please raise it with us first. Most questions can be settled with a straightforward conversation.',
        },
      ],
    },
    {
      id: 'entire-agreement',
      title: 'Entire agreement',
      blocks: [
        {
          paragraph:
            'These terms and your booking confirmation together form the entire agreement between you and us. They replace anything discussed or agreed before on the same subject.',
        },
        { paragraph: 'Any change to this agreement is valid only if it is made in writing.' },
        {
          paragraph:
            'These terms are published in English and Arabic. If the two versions ever differ, the English version prevails.',
        },
        {
          paragraph:
            'If any part of these terms is found to be invalid or unenforceable, the rest of the terms remain in full effect.',
        },
        { paragraph: ['Questions about these terms are always welcome. Write to us at ', email, '.'] },
      ],
    },
  ],
};

export default terms;
