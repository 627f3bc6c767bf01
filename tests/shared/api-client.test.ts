// The browser shows an API answer's code in the page's language, from its one dictionary, and
// falls back to the server's English for a code it has no text for; each field's code likewise,
// the answer's values filled in. A success's message the same way.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { answerText, apiFetch, ApiRequestError } from '../../src/shared/api/client';
import { en } from '../../src/shared/i18n/en';
import { te } from '../../src/shared/i18n/te';
import { teApi } from '../../src/shared/i18n/te-api';
import { addApiTexts, setDictionary } from '../../src/shared/i18n/t';

// A Telugu page loads te-api.ts when an answer needs it; here it is handed over.
addApiTexts('te', teApi);

function answering(status: number, body: unknown, headers: Record<string, string> = {}) {
  vi.stubGlobal('fetch', () => Promise.resolve(new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json', ...headers } })));
}

async function failure(): Promise<ApiRequestError> {
  const err: unknown = await apiFetch('/x', { method: 'POST', body: {} }).catch((e: unknown) => e);
  if (!(err instanceof ApiRequestError)) throw new Error('expected an ApiRequestError');
  return err;
}

afterEach(() => {
  vi.unstubAllGlobals();
  setDictionary('en', en);
});

describe('apiFetch shows codes from the dictionary', () => {
  const refused = {
    error: 'Please enter a valid Indian phone number.',
    code: 'phone.invalid',
    fields: { phone: 'Please enter a valid Indian phone number.', password: 'Please enter your password.' },
    fieldCodes: { phone: 'phone.invalid', password: 'login.password_required' },
  };

  it("in English: the server's text", async () => {
    answering(400, refused);
    const err = await failure();
    expect(err).toMatchObject({ status: 400, code: 'phone.invalid', message: refused.error, fields: refused.fields });
  });

  it('in Telugu: the Telugu of each code, values filled in', async () => {
    setDictionary('te', te);
    answering(400, refused);
    expect(await failure()).toMatchObject({
      message: 'దయచేసి సరైన భారతీయ ఫోన్ నంబర్ నమోదు చేయండి.',
      fields: { phone: 'దయచేసి సరైన భారతీయ ఫోన్ నంబర్ నమోదు చేయండి.', password: 'దయచేసి మీ పాస్‌వర్డ్ నమోదు చేయండి.' },
    });
    answering(401, { error: 'Invalid phone number or password', code: 'auth.invalid_login' });
    expect((await failure()).message).toBe('ఫోన్ నంబర్ లేదా పాస్‌వర్డ్ తప్పు');
    // Each status by its Telugu label, never the English word.
    answering(400, { error: 'A closed request cannot be marked in progress.', code: 'request.transition', values: { from: 'closed', to: 'in progress', fromStatus: 'closed', toStatus: 'in_progress' } });
    expect((await failure()).message).toBe('"ముగిసింది" స్థితిలో ఉన్న అభ్యర్థనను "పని జరుగుతోంది"గా మార్చలేం.');
  });

  it("falls back to the server's English for a code the dictionary does not know, or an answer without one", async () => {
    setDictionary('te', te);
    answering(400, { error: 'Something new.', code: 'brand.new_code', fields: { x: 'New field text.' }, fieldCodes: { x: 'brand.other' } });
    expect(await failure()).toMatchObject({ message: 'Something new.', fields: { x: 'New field text.' } });
    answering(502, 'not json at all');
    expect((await failure()).message).toBe('ఏదో పొరపాటు జరిగింది. దయచేసి మళ్లీ ప్రయత్నించండి.');
  });

  it("says a success's message in the page's language", async () => {
    setDictionary('te', te);
    expect(await answerText({ message: 'Service created successfully', code: 'service.created' })).toBe(teApi['api.service.created']);
    expect(await answerText({ message: 'Plain English' })).toBe('Plain English');
  });
});
