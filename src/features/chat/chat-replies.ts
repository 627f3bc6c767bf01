import { site } from '../../catalog/client';
import { tx } from '../../shared/i18n/localize';
import { t } from '../../shared/i18n/t';
import { unbrokenPhone } from '../../shared/phone-display';
import type { CaseAnswers, CaseWants } from './service-case';
import type { ChatTopic } from './chat-topic';

/** A link under an assistant message: a page of the portal, or an external address (new tab). */
export type ChatLink = { label: string; to: string; hash?: string } | { label: string; href: string };

/** A chat message (id, text, isUser, timestamp), plus links for the assistant's answers. */
export interface ChatMessage {
  id: string;
  text: string;
  isUser: boolean;
  timestamp: Date;
  links?: ChatLink[];
  choices?: ChatChoice[];
}

/** A button under a question of the assistant: one option of the form's question, and the case it makes. */
export interface ChatChoice {
  label: string;
  serviceId: string;
  answers: CaseAnswers;
  wants: CaseWants;
}

export interface ChatAnswer {
  text: string;
  links: ChatLink[];
  choices?: ChatChoice[];
}

/** The link to a person, under every answer from the catalogue and the fallback. */
export const whatsappLink = (): ChatLink => ({ label: t('chat.link.whatsapp'), href: `https://wa.me/${site.contact.whatsapp}` });

/** What the assistant answers for a topic (null: the rephrase fallback, which offers WhatsApp). */
export function answerFor(topic: ChatTopic | null): ChatAnswer {
  const { email, hours } = site.contact;
  const phone = unbrokenPhone(site.contact.phone);
  const links = {
    vehicle: { label: t('chat.link.vehicle'), to: '/services/vehicle' },
    licence: { label: t('chat.link.licence'), to: '/services/driving-licence' },
    rto: { label: t('chat.link.rto'), to: '/rto-assistance' },
    whatsapp: whatsappLink(),
    contact: { label: t('chat.link.contactForm'), to: '/contact' },
    track: { label: t('track.title'), to: '/track' },
  };
  switch (topic) {
    case 'track':
      return { text: t('chat.reply.track'), links: [links.track, links.whatsapp] };
    case 'greeting':
    case 'hello':
      return { text: t('chat.reply.greeting'), links: [links.vehicle, links.licence] };
    case 'vehicle':
      return { text: t('chat.reply.vehicle'), links: [links.vehicle, links.rto] };
    case 'licence':
      return { text: t('chat.reply.licence'), links: [links.licence] };
    case 'help':
      return { text: t('chat.reply.help', { phone }), links: [links.whatsapp, links.track, links.vehicle, links.licence] };
    case 'contact':
      return { text: t('chat.reply.contact', { phone, email, hours: tx(hours) }), links: [links.whatsapp, links.contact, links.track] };
    default:
      return { text: t('chat.reply.fallback'), links: [links.whatsapp] };
  }
}
