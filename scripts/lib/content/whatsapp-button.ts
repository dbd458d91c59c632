/**
 * The WhatsApp button as the pages get it: its chat link, written at build from the settings and
 * the button's words, in the interface strings of each language while the settings show it, and
 * nothing at all while they do not (no word, no byte).
 */
import { site, type SiteConfig } from '../../../src/config/site';
import type { WhatsAppButtonWords, WhatsAppWords } from '../../../src/content/types/whatsapp';

/** The number chats go to, as wa.me takes it (digits only): the button's own, or the contact phone. */
export const whatsappDigits = (settings: SiteConfig = site): string => (settings.whatsappButton.number ?? settings.contact.phone).replace(/^\+/, '');

/** `https://wa.me/<digits>?text=<greeting>`: WhatsApp's link that opens a chat with the greeting typed in. */
export const whatsappChatHref = (greeting: string, settings: SiteConfig = site): string => `https://wa.me/${whatsappDigits(settings)}?text=${encodeURIComponent(greeting)}`;

/** What the interface strings carry for the button: its link and name, or nothing while it is off. */
export function whatsappButton(words: WhatsAppWords | undefined, settings: SiteConfig = site): { whatsapp?: WhatsAppButtonWords } {
  if (!settings.whatsappButton.show || !words) return {};
  return { whatsapp: { href: whatsappChatHref(words.greeting, settings), label: words.label } };
}
