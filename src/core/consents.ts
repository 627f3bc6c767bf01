// The consents a request is sent on (docs/decisions.md, "On whose consent"): one record per purpose,
// kept on the request it covers. `request` is what the service needs (prepare this request and pass
// it to the desk), given by pressing Send after the notice; `statusTexts` is optional, asked
// unticked on every request; `guardian` is a parent's or guardian's, proven by a code to their phone.
// `account` is kept on the account: ticked at sign-up, after the notice of what an account keeps.

export const CONSENT_PURPOSES = ['request', 'statusTexts', 'guardian', 'account'] as const;
export type ConsentPurpose = (typeof CONSENT_PURPOSES)[number];

/** The purposes a visitor may tick, or leave unticked, on the send step. */
export const OPTIONAL_PURPOSES: readonly ConsentPurpose[] = ['statusTexts'];

export interface ConsentRecord {
  purpose: ConsentPurpose;
  /** The notice the person saw (src/shared/data-kinds/notice-version.ts); null for a request queued before consents were recorded. */
  noticeVersion: string | null;
  /** Epoch ms. */
  givenAt: number;
  givenBy: 'self' | 'guardian';
  /** send: pressing Send after the notice; tick: an optional box ticked; code: a code texted to the giver's phone. */
  proof: 'send' | 'tick' | 'code';
  /** The guardian's name and phone (+91…) for `guardian`. */
  guardian?: { name: string; phone: string };
  /** Epoch ms; the record stays after a withdrawal, as proof of what was given and when it ended. */
  withdrawnAt?: number;
}

/** Whether `purpose` is given and not withdrawn. */
export function hasConsent(consents: readonly ConsentRecord[], purpose: ConsentPurpose): boolean {
  return consents.some((c) => c.purpose === purpose && c.withdrawnAt === undefined);
}

/**
 * The consents after an optional purpose is given or withdrawn (the status texts' switch on /track
 * and the dashboard): withdrawing marks the standing record, giving adds a record; nothing is lost.
 */
export function withOptionalConsent(consents: readonly ConsentRecord[], purpose: ConsentPurpose, given: boolean, at: number, noticeVersion: string | null): ConsentRecord[] {
  if (given === hasConsent(consents, purpose)) return [...consents];
  if (!given) return consents.map((c) => (c.purpose === purpose && c.withdrawnAt === undefined ? { ...c, withdrawnAt: at } : c));
  return [...consents, { purpose, noticeVersion, givenAt: at, givenBy: 'self', proof: 'tick' }];
}

/** An applicant is a minor until the 18th birthday (s.2(f) of the DPDP Act); dates are YYYY-MM-DD. */
export function isMinorOn(dateOfBirth: string, today: string): boolean {
  const [y, m, d] = dateOfBirth.split('-').map(Number);
  if (!y || !m || !d) return false;
  const adult = `${String(y + 18).padStart(4, '0')}-${String(m).padStart(2, '0')}-${String(d).padStart(2, '0')}`;
  return today < adult;
}
