import { site } from '../../config/site';
import { pathFor } from '../../routes/paths';
import type { ContactContent } from '../types/contact';
import { discoveryLength, replyTime } from './periods';

const contact: ContactContent = {
  meta: {
    title: `Contact us: coaching in ${site.city.en}`,
    description: `Send us a message, email or WhatsApp us: we reply within ${replyTime}. Life, career and business coaching in ${site.city.en}, in person or online.`,
    keywords: [`contact coach ${site.city.en}`, 'coaching enquiry', `life coach in ${site.countryShort.en}`, `business consultancy ${site.city.en}`],
  },
  hero: {
    eyebrow: 'Contact',
    title: 'Get in Touch',
    lead: 'Tell us where you are and where you want to be. A question about a service, a session for your team, or just a first hello: every message is read and answered personally.',
  },
  form: {
    title: 'Send us a message',
    requiredNote: 'Fields marked * are required.',
    labels: { name: 'Full Name', email: 'Email Address', mobile: 'Mobile Number', message: 'Message' },
    mobileHint: { text: 'Include the country code, in this format:', format: '+971 XX XXX XXXX' },
    submit: 'Send Message',
    sending: 'Sending…',
    subject: `New message from the ${site.brand.en} website (English)`,
    trapLabel: 'Leave this field empty',
    privacy: [
      'We use your details only to reply to you. Our ',
      { text: 'privacy policy', href: pathFor('privacy', 'en') },
      ' explains how we look after them.',
    ],
    errors: {
      summary: [
        'One field needs your attention',
        'Two fields need your attention',
        'Three fields need your attention',
        'Four fields need your attention',
      ],
      missing: {
        name: 'Enter your full name',
        email: 'Enter your email address',
        mobile: 'Enter your mobile number',
        message: 'Write your message: a line or two is enough',
      },
      format: {
        email: { text: 'Enter your email address in full, for example', example: 'name@example.com' },
        mobile: { text: 'Enter your mobile number with the country code, for example', example: '+971 50 123 4567' },
      },
    },
  },
  details: {
    title: 'Other ways to reach us',
    email: 'Email',
    whatsapp: 'WhatsApp',
    location: 'Location',
    reply: `We reply to every message within ${replyTime}.`,
  },
  talk: {
    title: 'Rather talk it through?',
    body: `The free discovery session gives us ${discoveryLength} to clarify your goals and agree your first steps, with no obligation.`,
    cta: 'Book a free discovery session',
  },
};

export default contact;
