import { site } from '../../catalog/client';
import { tx } from '../../shared/i18n/localize';
import { t } from '../../shared/i18n/t';
import { unbrokenPhone } from '../../shared/phone-display';
import type { ServiceMatch } from './match-services';
import type { ChatTopic } from './reply-for';

/** A link under an assistant message: a page of the portal, or an external address (new tab). */
export type ChatLink = { label: string; to: string; hash?: string } | { label: string; href: string };

/** A chat message (id, text, isUser, timestamp), plus links for the assistant's answers. */
export interface ChatMessage {
  id: string;
  text: string;
  isUser: boolean;
  timestamp: Date;
  links?: ChatLink[];
}

export interface ChatAnswer {
  text: string;
  links: ChatLink[];
}

const whatsappLink = (): ChatLink => ({ label: t('chat.link.whatsapp'), href: `https://wa.me/${site.contact.whatsapp}` });

/** The answer from the catalogue: the matched services as links, their documents, and a word on fees. */
export function servicesAnswer(match: ServiceMatch): ChatAnswer {
  const lines: string[] = [];
  if (match.general) lines.push(t('chat.reply.popular'));
  else lines.push(match.services.length === 1 ? t('chat.reply.service') : t('chat.reply.services'));
  if (!match.general || match.intents.includes('documents')) {
    for (const service of match.services) {
      const documents = match.documents[service.id] ?? [];
      if (documents.length === 0) continue;
      lines.push('', t('chat.reply.documents', { service: tx(service.title) }), ...documents.map((d) => `• ${tx(d)}`));
    }
  }
  if (match.intents.includes('fees')) lines.push('', t('chat.reply.fees'));
  lines.push('', t('chat.reply.person'));
  return { text: lines.join('\n'), links: [...match.services.map((s) => ({ label: tx(s.title), to: s.route })), whatsappLink()] };
}

/** What the assistant answers for a topic (null: the rephrase fallback, which offers WhatsApp). */
export function answerFor(topic: ChatTopic | null): ChatAnswer {
  const { email, hours } = site.contact;
  const phone = unbrokenPhone(site.contact.phone);
  const links = {
    vehicle: { label: t('chat.link.vehicle'), to: '/services/vehicle' },
    licence: { label: t('chat.link.licence'), to: '/services/driving-licence' },
    rto: { label: t('chat.link.rto'), to: '/rto-assistance' },
    whatsapp: whatsappLink(),
    contact: { label: t('chat.link.contactForm'), to: '/', hash: 'contact' },
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
