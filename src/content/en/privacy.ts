import { legal } from '../../config/legal';
import { mailtoHref, site } from '../../config/site';
import { pathFor } from '../../routes/paths';
import type { LegalContent } from '../types/legal';
import { dataRequestTime, replyTime } from './periods';

const email = { text: site.contact.email, href: mailtoHref };

/** The data-protection law and its regulator where the business is licensed (`src/config/legal.ts`). */
const dataLaw = {
  'abu-dhabi': {
    name: 'UAE Federal Decree-Law No. 45 of 2021 on the Protection of Personal Data (PDPL)',
    short: 'the PDPL',
    regulator: 'the UAE Data Office',
  },
  adgm: {
    name: 'Data Protection Regulations 2021 of the Abu Dhabi Global Market (ADGM)',
    short: 'the ADGM Data Protection Regulations',
    regulator: "ADGM's Office of Data Protection",
  },
}[legal.jurisdiction];

const privacy: LegalContent = {
  meta: {
    title: 'Privacy Policy: how we handle your data',
    description:
      'What personal data we collect through our website, contact form, bookings and coaching, why we need it, how long we keep it and the rights you have.',
    keywords: ['privacy policy', 'personal data', `data protection in ${site.countryShort.en}`, 'coaching confidentiality', 'GDPR'],
  },
  hero: {
    eyebrow: 'Legal',
    title: 'Privacy Policy',
    lead: 'What personal information we collect when you visit this site, write to us or work with us, why we need it, how long we keep it and the choices you have.',
  },
  updated: 'Last updated',
  contents: 'On this page',
  sections: [
    {
      id: 'introduction',
      title: 'Introduction',
      blocks: [
        {
          paragraph: `${site.brand.en} ("we", "us") is a coaching and management consultancy based in ${site.city.en}. It is run by ${legal.entity.en}, holder of trade licence No. ${legal.licenceNumber} issued by ${legal.licenceAuthority.en}, registered at ${legal.registeredAddress.en}. This policy explains what personal information we collect when you visit this website, contact us, book a session or work with us, and what we do with it.`,
        },
        {
          paragraph:
            `We handle personal data in line with the ${dataLaw.name} and, where it applies to you, the EU General Data Protection Regulation (GDPR). In short, we collect only what we need, use it only for the reason you gave it to us, keep it only as long as necessary and look after it carefully.`,
        },
        {
          paragraph:
            `We decide how and why the personal data described here is used, so ${legal.entity.en} is responsible for it. If anything on this page is unclear, please ask. Our details are at the end.`,
        },
      ],
    },
    {
      id: 'information-we-collect',
      title: 'Information we collect',
      blocks: [
        {
          paragraph: 'We collect what you choose to give us, and the small amount of technical data that any website receives.',
        },
        {
          list: [
            'When you browse this site: our hosting provider, Google Firebase Hosting, keeps standard server logs of each request. These record your IP address, the time, the page requested and your browser. They are used to operate and secure the service.',
            'When you use our contact form: your full name, email address, mobile number and message. The form also carries a hidden anti-spam field, which contains nothing you type.',
            'When you book a session: the free discovery session and paid sessions are booked on an external scheduling service. It receives what you enter there, such as your name, email address, phone number, the time you choose and any answers you give.',
            'When you pay: paid sessions are paid through hosted payment links of our card payment provider. Your card details go directly to the provider, and we never see or store your full card number. We receive a payment confirmation showing your name, email address, the amount and the date. If you prefer to pay by bank transfer, we share our bank details with you.',
            'When you write to us by email or WhatsApp: your message and the contact details it comes with.',
            'During coaching: what you choose to share in our sessions, which is personal and sometimes sensitive (about your health, your family or your beliefs, for example), and the notes your coach keeps to follow your progress.',
          ],
        },
        {
          paragraph:
            'Our services are for adults aged 18 and over. We do not knowingly collect personal data from children.',
        },
      ],
    },
    {
      id: 'how-we-use-it',
      title: 'How we use it',
      blocks: [
        { paragraph: 'We use your information only to:' },
        {
          list: [
            `answer your enquiries, which we do within ${replyTime};`,
            'arrange and deliver your sessions;',
            'take payment and keep our accounts;',
            'keep this website and our services secure;',
            'meet our legal obligations.',
          ],
        },
        {
          paragraph: [
            'What you share in coaching, and your session notes, are kept confidential and used to support your coaching and nothing else. The narrow exceptions to confidentiality are set out in our ',
            { text: 'terms and conditions', href: pathFor('terms', 'en') },
            '. We do not sell your data, add you to marketing lists or make decisions about you by automated means. Each use rests on one of these legal bases:',
          ],
        },
        {
          list: [
            'your consent, for example when you send us a message;',
            'your explicit consent, for the sensitive information you share in sessions: we ask for it before coaching begins, you may withdraw it at any time, and we use that information only for your coaching;',
            'the performance of a contract, to arrange, deliver and charge for the sessions you book;',
            'our legitimate interests, such as keeping the site secure and running our business properly;',
            'a legal obligation, such as keeping accounting records.',
          ],
        },
      ],
    },
    {
      id: 'retention',
      title: 'How long we keep it',
      blocks: [
        { paragraph: 'We keep personal data only for as long as we need it, and then we delete it.' },
        {
          list: [
            'Enquiries that do not lead to coaching are deleted within 12 months.',
            'Client records and session notes are kept while we work together, and afterwards for no longer than we need them.',
            `Financial and accounting records, such as payment confirmations, are kept for as long as the law in ${site.countryShort.en} requires.`,
            'Server logs are kept by our hosting provider for its standard, short retention period.',
          ],
        },
        {
          paragraph:
            'The external scheduling and payment services keep the data you give them under their own retention rules.',
        },
      ],
    },
    {
      id: 'security',
      title: 'How we protect it',
      blocks: [
        { paragraph: 'We take sensible, practical steps to keep your information safe:' },
        {
          list: [
            'the whole site is served over HTTPS, with strict security settings on every page;',
            'only your coach has access to client records and session notes;',
            'we use reputable providers for hosting, forms, scheduling and payments.',
          ],
        },
        {
          paragraph:
            'No way of sending or storing data is perfectly secure, so we cannot promise that nothing will ever go wrong. If a breach affects your personal data, we will notify you and the relevant authority as the law requires.',
        },
      ],
    },
    {
      id: 'cookies',
      title: 'Cookies',
      blocks: [
        {
          paragraph:
            'This website sets no cookies. It runs no analytics, advertising or tracking of any kind. Its fonts and images are loaded from its own domain, so browsing it sends no requests to third parties.',
        },
        {
          paragraph:
            'The scheduling and payment pages we link to open in a new tab. They are run by their providers under their own privacy policies, and they may set their own cookies.',
        },
      ],
    },
    {
      id: 'third-parties',
      title: 'Third parties and international transfers',
      blocks: [
        {
          paragraph:
            'We share personal data only with the service providers that help us run our business, and each receives only what it needs:',
        },
        {
          list: [
            'Google Firebase Hosting, which serves this website and keeps its server logs;',
            'a form-handling service, which receives contact form submissions, along with technical data such as your IP address and browser, and forwards them to us by email;',
            'an external scheduling service, where you book your sessions;',
            'an external card payment provider, which processes payments for paid sessions;',
            'WhatsApp, operated by Meta under its own terms, if you choose to message us there.',
          ],
        },
        {
          paragraph:
            `These providers may process data outside ${site.countryShort.en}, for example in the European Union or the United States. We rely on providers that offer appropriate safeguards for such transfers.`,
        },
      ],
    },
    {
      id: 'your-rights',
      title: 'Your rights',
      blocks: [
        { paragraph: `Under ${dataLaw.short} and, where it applies, the GDPR, you have the right to:` },
        {
          list: [
            'access the personal data we hold about you;',
            'have it corrected if it is wrong or incomplete;',
            'have it deleted;',
            'restrict how we use it;',
            'object to our use of it;',
            'receive it in a portable, commonly used format;',
            'withdraw your consent at any time, without affecting what we did before;',
            `complain to ${dataLaw.regulator} or to the data protection authority where you live.`,
          ],
        },
        {
          paragraph: [
            'To use any of these rights, write to us at ',
            email,
            `. We will answer within ${dataRequestTime}. We may first ask you to confirm your identity, so that we never share your data with the wrong person.`,
          ],
        },
      ],
    },
    {
      id: 'changes',
      title: 'Changes to this policy',
      blocks: [
        {
          paragraph:
            'We may update this policy when our services, our providers or the law change. Every update is published on this page, and the date at the top shows the latest version.',
        },
        {
          paragraph:
            'This policy is published in English and Arabic. If the two versions ever differ, the English version prevails.',
        },
      ],
    },
    {
      id: 'contact',
      title: 'Contact us',
      blocks: [
        {
          paragraph: [
            'If you have a question about this policy or about your personal data, write to us at ',
            email,
            ' or use our ',
            { text: 'contact page', href: pathFor('contact', 'en') },
            '. We are happy to help.',
          ],
        },
        { paragraph: `${legal.entity.en}, ${legal.registeredAddress.en}` },
      ],
    },
  ],
};

export default privacy;
