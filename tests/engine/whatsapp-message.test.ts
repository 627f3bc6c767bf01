import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { loadCatalog } from '../../src/catalog/load';
import type { Catalog, CompiledEntry, FieldSource } from '../../src/catalog/types';
import { inLanguage } from '../../src/core/text';
import { buildWhatsAppMessage } from '../../src/engine/whatsapp-message';
import { en } from '../../src/shared/i18n/en';
import { te } from '../../src/shared/i18n/te';
import { setDictionary } from '../../src/shared/i18n/t';
import { whatsappUrl } from '../../src/shared/whatsapp';
import { applying, guidanceTextOf, isAsked, listedAnswers } from '../../src/catalog/conditions';
import { localize } from '../../src/core/text';
import { feeSheet } from '../../src/catalog/fee-sheet';

const real = await loadCatalog();
if (!real.catalog) throw new Error('the real catalogue must compile');
const catalog: Catalog = real.catalog;
const messageEntries = catalog.entries.filter((e) => e.message);

/** The longest value a person can enter: every character the field allows, non-ASCII included. */
function longestValue(entry: CompiledEntry, field: FieldSource): string {
  const property = entry.form?.schema.properties[field.name];
  if (property?.enum) return property.enum.reduce((a, b) => (b.length > a.length ? b : a));
  if (field.type === 'date') return '2000-12-31';
  return 'అ'.repeat(property?.maxLength ?? 50);
}

const build = (entry: CompiledEntry, values: Record<string, string>) =>
  buildWhatsAppMessage({
    spec: entry.message!,
    serviceName: entry.source.title,
    serviceNumber: `${entry.source.prefix}123456789`,
    values,
    consent: catalog.site.texts.consent,
    closing: catalog.site.texts.closing,
  });

describe.each(messageEntries.map((e) => [e.id, e] as const))('WhatsApp message of %s', (_id, entry) => {
  const values = Object.fromEntries((entry.source.fields ?? []).map((f) => [f.name, longestValue(entry, f)]));
  // The fields asked for those answers (a field of another case is not sent).
  const fields = (entry.source.fields ?? []).filter((f) => isAsked(entry.form!.conditions, f.name, values));
  let full: string;
  beforeAll(() => {
    full = build(entry, values);
  });

  it('stays under 2,000 characters with every field at its maximum and decodes back to the same text', () => {
    expect(full.length).toBeLessThan(2000);
    const url = whatsappUrl(catalog.site.contact.whatsapp, full);
    expect(url.startsWith(`https://wa.me/${catalog.site.contact.whatsapp}?text=`)).toBe(true);
    expect(url).not.toMatch(/\n/);
    expect(decodeURIComponent(url.split('?text=')[1] ?? '')).toBe(full);
    expect(new URL(url).searchParams.get('text')).toBe(full);
  });

  it('follows the fixed order: title, service name and number, fields, extras, consent, request, thanks', () => {
    const lines = full.split('\n');
    const title = typeof entry.message!.title === 'string' ? entry.message!.title : entry.message!.title.en;
    expect(lines[0]).toBe(`*${title}*`);
    const at = (text: string) => lines.findIndex((l) => l.includes(text));
    const order = [
      at('Service Name: '),
      at('Service Number: '),
      ...fields.map((f) => at(`${typeof f.label === 'string' ? f.label : f.label.en}: `)),
      at('I agree to the terms and conditions and consent to proceed with this application.'),
      at('Please assist me with'),
      lines.length - 1,
    ];
    expect(order.every((i) => i >= 0)).toBe(true);
    expect([...order].sort((a, b) => a - b)).toEqual(order);
    expect(lines.at(-1)).toBe('Thank you!');
  });

  it('leaves out empty optional fields', () => {
    const required = new Set(entry.source.required ?? []);
    const values = Object.fromEntries(fields.filter((f) => required.has(f.name)).map((f) => [f.name, 'X']));
    const text = build(entry, values);
    for (const f of fields.filter((field) => !required.has(field.name))) {
      expect(text).not.toContain(`${typeof f.label === 'string' ? f.label : f.label.en}:`);
    }
  });
});

// On a Telugu page the entry module carries every text in Telugu (inLanguage), and t() speaks Telugu.
describe.each(messageEntries.map((e) => [e.id, e] as const))('WhatsApp message of %s on a Telugu page', (_id, entry) => {
  const fields = entry.source.fields ?? [];
  const serviceNumber = `${entry.source.prefix}123456789`;
  let lines: string[];
  let full: string;
  beforeAll(() => {
    setDictionary('te', te);
    full = buildWhatsAppMessage({
      spec: inLanguage(entry.message!, 'te'),
      serviceName: inLanguage(entry.source.title, 'te'),
      serviceNumber,
      values: Object.fromEntries(fields.map((f) => [f.name, longestValue(entry, f)])),
      consent: inLanguage(catalog.site.texts.consent, 'te'),
      closing: inLanguage(catalog.site.texts.closing, 'te'),
    });
    lines = full.split('\n');
  });
  afterAll(() => setDictionary('en', en));

  it('starts with the service number and the English name, then speaks Telugu, under 2,000 characters at every maximum', () => {
    const title = entry.source.title;
    expect(lines[0]).toBe(`${serviceNumber} · ${typeof title === 'string' ? title : title.en}`);
    expect(lines).toContain(`సేవ పేరు: ${typeof title === 'string' ? title : title.te}`);
    expect(lines).toContain(`సర్వీస్ నంబర్: ${serviceNumber}`);
    for (const english of ['Service Name:', 'Service Number:', 'Please assist me with', 'Thank you!']) expect(full).not.toContain(english);
    expect(full.length).toBeLessThan(2000);
  });

  it('gives each choice as the visitor chose it, in Telugu', () => {
    for (const field of fields.filter((f) => f.type === 'choice')) {
      const chosen = (field.options ?? []).find((o) => (typeof o === 'string' ? o : o.en) === longestValue(entry, field))!;
      const label = typeof field.label === 'string' ? field.label : (field.label.te ?? field.label.en);
      expect(lines).toContain(`${label}: ${typeof chosen === 'string' ? chosen : (chosen.te ?? chosen.en)}`);
    }
  });
});

describe('page-specific message content', () => {
  const byId = (id: string) => catalog.entries.find((e) => e.id === id)!;
  const text = (id: string) => build(byId(id), {});

  it('the RC card order lists its features, Rs 150/- and the RC PDF upload', () => {
    const m = text('order-vehicle-rc');
    expect(m).toMatch(/PVC/i);
    expect(m).toMatch(/600 DPI/);
    expect(m).toMatch(/24 hours/);
    expect(m).toContain('Rs 150/-');
    expect(m).toMatch(/RC PDF/i);
  });

  it('the licence card order asks Rs 100/-', () => {
    expect(text('order-driving-licence')).toContain('Rs 100/-');
  });

  it.each(['hypothecation-addition', 'rc-cancellation', 'duplicate-rc', 'address-change-rc'])('%s carries the documents and the verification note', (id) => {
    const m = text(id);
    expect(m).toContain('Required Documents:');
    // With no answers yet: the documents every case needs (catalog-branches.spec.ts follows the cases).
    for (const doc of applying(byId(id).source.info!.documents, {})) expect(m).toContain(`- ${localize(guidanceTextOf(doc))}`);
    expect(m).toContain('Note: The RTO may ask the vehicle owner to visit for verification.');
  });

  it("RC cancellation asks for the scrapping facility's certificates only when the vehicle goes to one", () => {
    const entry = byId('rc-cancellation');
    const certificates = 'Certificate of Deposit and Certificate of Vehicle Scrapping';
    // A destroyed vehicle is reported with its RC (section 55): no facility, so no certificates.
    expect(build(entry, { reason: 'The vehicle is destroyed or permanently unusable' })).not.toContain(certificates);
    expect(build(entry, { reason: 'The vehicle goes to a registered scrapping facility' })).toContain(certificates);
  });

  it('encodes newlines as %0A and non-ASCII as UTF-8', () => {
    expect(whatsappUrl('919876543210', 'a\nబ')).toBe('https://wa.me/919876543210?text=a%0A%E0%B0%AC');
  });
});

describe('the fee sheet in the message', () => {
  const renewal = catalog.entries.find((e) => e.id === 'driving-licence-renewal')!;
  const values = {
    expiry: 'It expired less than a year ago',
    expiryDate: '2026-03-29',
    transport: 'No',
    licenceNumber: 'AP3920190001234',
    dateOfBirth: '1990-01-01',
    mobileNumber: '9876501234',
  };
  const message = (lang: 'en' | 'te', serviceFee: number | null) =>
    buildWhatsAppMessage({
      spec: inLanguage(renewal.message!, lang),
      serviceName: inLanguage(renewal.source.title, lang),
      serviceNumber: 'DLR123456789',
      values,
      consent: inLanguage(catalog.site.texts.consent, lang),
      closing: inLanguage(catalog.site.texts.closing, lang),
      fees: { sheet: feeSheet(renewal.source, values, '2026-11-29'), serviceFee },
    }).split('\n');
  // Each test names its language: in a shuffled run the Telugu one may come first.
  beforeEach(() => setDictionary('en', en));
  afterAll(() => setDictionary('en', en));

  it("gives this case's fees and their total, then our service fee on its own line, after the answers", () => {
    const lines = message('en', 0);
    // An estimate: AP's table counts the late fee from a grace period; a card, charged only if AP issues one, is not in the total.
    const at = lines.indexOf('Official fees for your case: about ₹1,300, an estimate (pay only on Vahan/Sarathi or at the RTO counter, and keep the receipt).');
    expect(at).toBeGreaterThan(lines.indexOf('Licence Number: AP3920190001234'));
    const fees = lines.slice(at + 1, at + 5);
    // Each line without its note (". Estimate: …", or the card's ". AP Transport's own table …").
    expect(fees.map((line) => line.split('. ')[0])).toEqual([
      '- Renewal of a driving licence after its expiry: ₹300',
      '- Late fee, for each year or part of a year since the expiry date: ₹1,000',
      '- Smart card and postal charge, if Andhra Pradesh issues a printed licence (₹200 + ₹25): ₹225, only if it applies (not in the total)',
      'Our service fee: none',
    ]);
    expect(fees.slice(0, 2).every((line) => line.includes('. Estimate: '))).toBe(true);
    expect(lines).not.toContain('- Renewal of a driving licence: ₹200');
    expect(message('en', 1500)).toContain('Our service fee: ₹1,500');
  });

  it('says the same in Telugu, with the amounts in Latin digits', () => {
    setDictionary('te', te);
    const lines = message('te', 0);
    expect(lines).toContain('మీకు వర్తించే అధికారిక ఫీజులు: సుమారు ₹1,300, ఇది అంచనా మాత్రమే (Vahan/Sarathiలో లేదా RTO కౌంటర్‌లో మాత్రమే చెల్లించి, రసీదు దాచుకోండి).');
    expect(lines.some((line) => line.startsWith('- గడువు ముగిసిన తర్వాత డ్రైవింగ్ లైసెన్స్ రెన్యువల్: ₹300. అంచనా: '))).toBe(true);
    expect(lines).toContain('మా సేవా ఫీజు: ఏమీ లేదు');
  });

  it('leaves the fees out of a message built without them', () => {
    expect(build(renewal, values)).not.toContain('₹');
  });
});

describe('the answers listed: the same in the check-your-answers step and the WhatsApp text', () => {
  const entry = messageEntries.find((e) => (e.source.fields ?? []).some((f) => !(e.source.required ?? []).includes(f.name) && f.type !== 'choice'))!;
  const optional = (entry.source.fields ?? []).find((f) => !(entry.source.required ?? []).includes(f.name) && f.type !== 'choice')!;
  const all = Object.fromEntries((entry.source.fields ?? []).map((f) => [f.name, longestValue(entry, f)]));

  it.each([
    ['left empty', ''],
    ['only spaces', '   '],
  ])('leaves out an optional answer %s from both', (_case, blank) => {
    const values = { ...all, [optional.name]: blank };
    const listed = listedAnswers(entry.source.fields ?? [], entry.form!.conditions, values).map((a) => a.field.name);
    const asked = (entry.source.fields ?? []).filter((f) => isAsked(entry.form!.conditions, f.name, values)).map((f) => f.name);
    expect(listed).toEqual(asked.filter((name) => name !== optional.name));
    const lines = build(entry, values).split('\n');
    for (const field of entry.source.fields ?? []) {
      const shown = lines.some((line) => line.startsWith(`${localize(field.label, 'en')}: `));
      expect(shown, field.name).toBe(listed.includes(field.name));
    }
  });
});
