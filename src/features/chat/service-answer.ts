// The chat's answers from the catalogue: a service's documents and fees by the form's own cases
// (service-case.ts), worded as the start view and the review step word them.
import type { ChatService } from '../../catalog/chat-index';
import type { GuidanceCondition } from '../../catalog/types';
import { caseTextOf } from '../../engine/case-label';
import { noteText, officialTotalText, rupees, serviceFeeText } from '../../engine/fee-lines';
import { tx } from '../../shared/i18n/localize';
import { t } from '../../shared/i18n/t';
import type { ChatAnswer, ChatChoice } from './chat-replies';
import type { ServiceMatch } from './match-services';
import { serviceCase, type CaseAnswers, type CaseWants, type ServiceCase } from './service-case';

const onlyIf = (service: ChatService, condition: GuidanceCondition | undefined) => (condition ? ` (${caseTextOf(service.questions, condition)})` : '');

/**
 * One service's documents and fees for the answers known, by the form's own cases: an item that
 * still depends on a question says on which ("Only if …"), as the start view does; the fees of a
 * decided case come with their total and our service fee, as the review step shows them.
 */
function serviceLines(service: ChatService, found: ServiceCase, wants: CaseWants): string[] {
  const lines: string[] = [];
  if (wants.documents && found.documents.length > 0) {
    lines.push('', t('chat.reply.documents', { service: tx(service.title) }), ...found.documents.map((d) => `• ${tx(d.text)}${onlyIf(service, d.pending)}`));
  }
  if (!wants.fees) return lines;
  if (service.fees.length === 0) return [...lines, '', t('chat.reply.fees')];
  lines.push('', t('chat.reply.feesOf', { service: tx(service.title) }));
  lines.push(...found.fees.map((f) => `• ${tx(f.fee.for)}: ${amountText(f)}${noteText(f.fee)}${onlyIf(service, f.pending)}`));
  if (found.feesDecided) {
    // A total with a fee counted once is the least (its estimates say why on their lines); a fee the RTO states says so.
    const atLeast = found.kind !== 'unknown' && found.fees.some((f) => f.counted);
    lines.push(atLeast ? t('chat.reply.atLeast', { amount: rupees(found.total) }) : officialTotalText(found));
  }
  if (service.serviceFee !== null) lines.push(serviceFeeText(service.serviceFee));
  return lines;
}

function amountText(f: ServiceCase['fees'][number]): string {
  if (f.fee.amount === undefined || f.amount === null) return t('fees.rtoStates');
  if (f.counted) return t('fees.each', { amount: rupees(f.fee.amount) });
  return f.fee.mayApply ? t('fees.ifItApplies', { amount: rupees(f.amount) }) : rupees(f.amount);
}

/** The form's question that decides the case, with its options as buttons. */
function asking(service: ChatService, found: ServiceCase, answers: CaseAnswers, wants: CaseWants): Pick<ChatAnswer, 'choices'> & { lines: string[] } {
  const question = found.question;
  if (!question) return { lines: [] };
  const choices = question.values.map((value, i) => ({ label: tx(question.options[i] ?? value), serviceId: service.id, answers: { ...answers, [question.name]: value }, wants }));
  return { lines: ['', t('chat.reply.ask', { question: tx(question.label) })], choices };
}

const wantsOf = (match: ServiceMatch): CaseWants => ({ documents: !match.general || match.intents.includes('documents'), fees: match.intents.includes('fees') });

/**
 * The answer from the catalogue (the chat adds the WhatsApp link): the matched services as links, their documents and fees by the
 * form's cases; one service asks the question that decides its case, with the options as buttons.
 */
export function servicesAnswer(match: ServiceMatch, today: string): ChatAnswer {
  const lines: string[] = [];
  const wants = wantsOf(match);
  if (match.general) lines.push(t('chat.reply.popular'));
  else lines.push(match.services.length === 1 ? t('chat.reply.service') : t('chat.reply.services'));
  let choices: ChatChoice[] | undefined;
  if (match.general) {
    if (wants.documents) for (const service of match.services) lines.push(...serviceLines(service, serviceCase(service, {}, wants, today), { documents: true, fees: false }));
    if (wants.fees) lines.push('', t('chat.reply.feesAsk'));
  } else {
    for (const service of match.services) {
      const answers = match.answers[service.id] ?? {};
      const found = serviceCase(service, answers, wants, today);
      lines.push(...serviceLines(service, found, wants));
      if (match.services.length === 1) {
        const asked = asking(service, found, answers, wants);
        lines.push(...asked.lines);
        choices = asked.choices;
      }
    }
  }
  lines.push('', t('chat.reply.person'));
  return { text: lines.join('\n'), links: match.services.map((s) => ({ label: tx(s.title), to: s.route })), ...(choices ? { choices } : {}) };
}

/** The answer once the visitor chose an option: the same service, for the answers given so far. */
export function caseAnswer(service: ChatService, answers: CaseAnswers, wants: CaseWants, today: string): ChatAnswer {
  const found = serviceCase(service, answers, wants, today);
  const given = service.questions.filter((q) => q.name in answers).map((q) => tx(q.options[q.values.indexOf(answers[q.name] ?? '')] ?? answers[q.name] ?? ''));
  const asked = asking(service, found, answers, wants);
  const lines = [t('chat.reply.forCase', { service: tx(service.title), answers: given.join('; ') }), ...serviceLines(service, found, wants), ...asked.lines, '', t('chat.reply.person')];
  return { text: lines.join('\n'), links: [{ label: tx(service.title), to: service.route }], ...(asked.choices ? { choices: asked.choices } : {}) };
}
