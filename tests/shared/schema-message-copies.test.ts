// A schema message's text lives once, under its code, in the API's dictionaries (en-api-schema.ts,
// en-api.ts), which a page loads when it needs them. The browser's own checks of a few forms show
// the same message before any answer, from the page's dictionary, which is there from the first
// render: those copies are listed here, each with the code it copies, and must say exactly what the
// code says in every language. A new copy fails until it is listed (better: shown by its code once
// the API's texts are loaded); a listed key that no longer copies fails too, so the list only shrinks.
import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { en } from '../../src/shared/i18n/en';
import { enAdmin } from '../../src/shared/i18n/en-admin';
import { enApi } from '../../src/shared/i18n/en-api';
import { te } from '../../src/shared/i18n/te';
import { teAdmin } from '../../src/shared/i18n/te-admin';
import { teApi } from '../../src/shared/i18n/te-api';

type Texts = Record<string, string | undefined>;

/** Page dictionary key → the code of the schema message it copies. */
const COPIES: Record<string, string> = {
  'login.passwordRequired': 'login.password_required',
  'signup.nameRequired': 'name.full_required',
  'signup.nameShort': 'name.short',
  'signup.nameLong': 'name.long',
  'signup.passwordRequired': 'password.required',
  'signup.agreeRequired': 'consent.account_required',
  'reset.otpInvalid': 'otp.code_invalid',
  'reset.newPasswordRequired': 'password.new_required',
  'reset.resendFailed': 'otp.resend_failed',
  'reset.failed': 'reset.refused',
  'password.min': 'password.short',
  'password.max': 'password.long',
  'password.common': 'password.common',
  'password.phone': 'password.phone',
  'password.name': 'password.name',
  'name.control': 'name.control',
  'changePassword.currentRequired': 'password.current_required',
  'changePassword.newRequired': 'password.new_required',
  'dash.vehicle.numberRequired': 'vehicle.number_required',
  'dash.vehicle.numberInvalid': 'vehicle.number_invalid',
  'contact.nameRequired': 'name.required',
  'contact.emailInvalid': 'email.invalid',
  'contact.messageRequired': 'feedback.message_required',
  'feedback.ratingRequired': 'feedback.rating_required',
  'track.numberRequired': 'service_number.required',
  'track.numberInvalid': 'service_number.invalid',
  'admin.login.required': 'admin.credentials_required',
};

/** Every code a schema's x-messages name. */
function schemaCodes(): Set<string> {
  const codes = new Set<string>();
  const walk = (node: unknown): void => {
    if (!node || typeof node !== 'object') return;
    for (const [key, value] of Object.entries(node)) {
      if (key === 'x-messages') for (const code of Object.values(value as Record<string, string>)) codes.add(code);
      else walk(value);
    }
  };
  for (const name of readdirSync('schemas/api').filter((file) => file.endsWith('.schema.json'))) walk(JSON.parse(readFileSync(`schemas/api/${name}`, 'utf8')));
  return codes;
}

describe("the page dictionaries' copies of schema messages", () => {
  const page: Texts = { ...en, ...enAdmin };
  const pageTe: Texts = { ...te, ...teAdmin };
  const api = enApi as Texts;
  const apiTe = teApi as Texts;
  const codes = schemaCodes();

  it('are only the listed ones', () => {
    // A key that is the code itself is the text, not a copy (en-form-checks.ts).
    const copies = Object.entries(page).flatMap(([key, text]) => [...codes].filter((code) => key !== `api.${code}` && api[`api.${code}`] === text).map((code) => `${key} → ${code}`));
    expect(copies.sort()).toEqual(Object.entries(COPIES).map(([key, code]) => `${key} → ${code}`).sort());
  });

  it("say what the code says, in English and in Telugu", () => {
    const differ = Object.entries(COPIES).flatMap(([key, code]) => [
      ...(page[key] === api[`api.${code}`] ? [] : [`en ${key}: "${page[key]}" ≠ ${code}: "${api[`api.${code}`]}"`]),
      ...(pageTe[key] === apiTe[`api.${code}`] ? [] : [`te ${key}: "${pageTe[key]}" ≠ ${code}: "${apiTe[`api.${code}`]}"`]),
    ]);
    expect(differ).toEqual([]);
  });
});
