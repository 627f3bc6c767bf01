// What `npm run breach:report` prints (docs/breach-runbook.md): the people a breach reached, a draft
// of their notice in every language of the list for each set of kinds it reached (the server's texts,
// server-texts-<code>.ts), and a draft of the report to the Data Protection Board (DPDP Act s.8(6),
// Rules 2025 Rule 7: the people without delay, the Board in detail within 72 hours). The Board's
// report is the operator's, in English; what only the operator knows is left in brackets.
import { LANGUAGES, type Lang } from '../../core/languages';
import { enDataKinds } from '../../shared/i18n/en-data-kinds';
import { istDateTime } from '../http/ist-dates';
import type { SiteName } from '../sms/sms-texts';
import type { BreachKind, BreachWindow } from '../store/breach-types';
import { serverTexts } from '../texts/server-texts';
import { maskedContact, type Affected } from './affected-people';

export interface BreachReportInput {
  window: BreachWindow;
  /** When the breach was found (epoch ms): the 72 hours count from it. */
  foundAt: number;
  /** The kinds the breach reached, as the operator named them. */
  kinds: readonly BreachKind[];
  affected: Affected;
  /** Whole numbers and addresses, instead of masked ones. */
  full: boolean;
  siteName: SiteName;
  /** Whom the people and the Board may ask: the desk's e-mail and phone. */
  contact: string;
  /** Where the store is: the SQLite file, or Firestore's project and region. */
  where: string;
}

const HOUR = 3_600_000;
const ist = (at: number) => `${istDateTime(at)} IST`;

/** `request 3, whatsapp 2, …`: how many of the people each kind reached. */
const perKind = ({ kinds, affected }: BreachReportInput): string => kinds.map((kind) => `${kind} ${affected.people.filter((p) => p.kinds.includes(kind)).length}`).join(', ');

function peopleSection(input: BreachReportInput): string[] {
  const { affected, full } = input;
  const lines = [`People affected: ${affected.people.length} (${perKind(input)})${affected.unreachable > 0 ? `; ${affected.unreachable} reviews gave no e-mail address: nobody to write to` : ''}.`];
  for (const person of affected.people) {
    lines.push(`  ${(full ? person.contact : maskedContact(person.contact)).padEnd(24)} ${person.kinds.join(', ').padEnd(34)} ${person.language ?? '-'}`);
  }
  if (!full && affected.people.length > 0) lines.push('  (masked: --full prints the whole numbers and addresses, to send the notices)');
  return lines;
}

function noticeSection({ affected, window, siteName, contact }: BreachReportInput): string[] {
  const groups = new Map<string, { kinds: BreachKind[]; count: Record<Lang | 'none', number> }>();
  for (const person of affected.people) {
    const key = person.kinds.join(',');
    const group = groups.get(key) ?? { kinds: person.kinds, count: { none: 0, ...Object.fromEntries(LANGUAGES.map((l) => [l.code, 0])) } as Record<Lang | 'none', number> };
    group.count[person.language ?? 'none'] += 1;
    groups.set(key, group);
  }
  const lines: string[] = [];
  for (const { kinds, count } of groups.values()) {
    const split = [...LANGUAGES.map((l) => `${count[l.code]} ${l.englishName}`), `${count.none} unknown: send both`].join(', ');
    lines.push('', `Notice to the people with ${kinds.join(', ')} (${split}):`);
    for (const { code, englishName } of LANGUAGES) {
      lines.push(`  ${englishName}:`, `  ${serverTexts(code).breachNotice(siteName[code], istDateTime(window.from), istDateTime(window.to), kinds, contact)}`);
    }
  }
  return lines;
}

function boardSection(input: BreachReportInput): string[] {
  const { window, foundAt, kinds, affected, siteName, contact, where } = input;
  return [
    '',
    'Report to the Data Protection Board of India (DPDP Rules 2025, Rule 7(2)): a first intimation without delay,',
    `this report in full by ${ist(foundAt + 72 * HOUR)}, 72 hours after the breach was found.`,
    `  Data Fiduciary: ${siteName.en}. Contact: ${contact}.`,
    `  1. What happened, its nature and extent: [the events, the circumstances and the reasons].`,
    `  2. When: it reached the store between ${ist(window.from)} and ${ist(window.to)}; found ${ist(foundAt)}.`,
    `  3. Where: ${where}.`,
    '  4. Kinds of personal data it reached:',
    ...kinds.map((kind) => `     - ${kind}: ${enDataKinds[`data.${kind}.what`]}`),
    `  5. People affected: ${affected.people.length}${affected.unreachable > 0 ? `, and ${affected.unreachable} reviews without an e-mail address` : ''}; by kind: ${perKind(input)}.`,
    '  6. Likely impact on them: [for example calls or messages posing as the desk or the RTO].',
    '  7. Measures taken to contain it and to lessen its impact: [what was shut, changed or rotated, and when].',
    '  8. Findings about who or what caused it: [the person, the access or the fault].',
    '  9. Measures to keep it from happening again: [the fix and when it is in place].',
    `  10. The people affected were told: [when and how: SMS, WhatsApp or e-mail]; ${affected.people.length} people to tell, their notices drafted above.`,
  ];
}

export function breachReport(input: BreachReportInput): string {
  const { window, kinds } = input;
  return [
    `Breach window ${ist(window.from)} to ${ist(window.to)}, kinds ${kinds.join(', ')}: the records the store held in it (written before its end, last written since its start).`,
    ...peopleSection(input),
    ...noticeSection(input),
    ...boardSection(input),
    '',
  ].join('\n');
}
