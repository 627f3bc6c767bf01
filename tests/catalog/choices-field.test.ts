// A choices field (several options ticked) from the catalogue to the record: its schema and what a
// validator accepts, a case on it holding when any listed option is ticked, the answers listed, the
// per-class fees of the real licence pages counted from it, and the case a record keeps of it.
import { Ajv } from 'ajv';
import { describe, expect, it } from 'vitest';
import { compileForm } from '../../src/catalog/compile-form';
import { applying, guidanceTextOf, holds, listedAnswers } from '../../src/catalog/conditions';
import { feeSheet } from '../../src/catalog/fee-sheet';
import { loadCatalog } from '../../src/catalog/load';
import { checkedCase } from '../../src/catalog/checked-case';
import { caseOf } from '../../src/catalog/request-case';
import type { CompiledSource } from '../../src/catalog/types';
import { localize } from '../../src/core/text';
import { withoutEmpty } from '../../src/engine/answers';
import { loadDraft, saveDraft } from '../../src/engine/drafts';
import { fixAsked, fixKept, fixStart } from '../../src/engine/fix-fields';
import { prefillValues } from '../../src/engine/prefill';
import { MemoryStorage } from '../engine/memory-storage';

const { catalog } = await loadCatalog();
const real = (id: string) => catalog!.entries.find((e) => e.id === id)!;
const TODAY = '2026-11-29';
const [BIKE, CAR, TRANSPORT] = ['Motorcycle with gear', 'Car (light motor vehicle)', 'Transport vehicle'];
const source = { url: 'https://aptransport.org/html/fees-licence.html', title: 'Fees', asOf: '2026-11-22' };

// Classes ticked, a question asked only for a transport vehicle, and an optional second list.
const entry: CompiledSource = {
  id: 'classes',
  route: '/services/classes',
  kind: 'request',
  title: 'Classes',
  description: 'Classes',
  fields: [
    { name: 'classes', label: 'Classes', type: 'choices', options: [BIKE, CAR, TRANSPORT] },
    { name: 'badge', label: 'Badge number', type: 'text', showWhen: { classes: TRANSPORT } },
    { name: 'extras', label: 'Extras', type: 'choices', options: ['Trailer', 'Sidecar'] },
  ],
  required: ['classes', 'badge'],
  fees: [
    { for: 'Each class', amount: 150, per: 'class', from: 'classes', collectedBy: 'sarathi', source },
    { for: 'Transport medical', amount: 100, showWhen: { classes: TRANSPORT }, collectedBy: 'sarathi', source },
  ],
} as CompiledSource;

describe('a choices field compiles', () => {
  const form = compileForm(entry)!;
  const validate = new Ajv({ allErrors: true, strict: false }).compile(form.schema);

  it('to an array of its options, each once, at least one when required; checkboxes with the options in the page language', () => {
    expect(form.schema.properties.classes).toEqual({ type: 'array', title: 'Classes', items: { type: 'string', enum: [BIKE, CAR, TRANSPORT] }, uniqueItems: true, minItems: 1 });
    expect(form.schema.properties.extras).not.toHaveProperty('minItems');
    expect(form.uiSchema.classes).toEqual({ 'ui:widget': 'checkboxes' });
    const learner = compileForm(real('apply-learner-licence').source, 'te')!;
    expect(learner.uiSchema.classes?.['ui:enumNames']).toContain('గేర్ ఉన్న మోటార్‌సైకిల్');
    expect(learner.schema.properties.classes?.type).toBe('array');
  });

  it('which a validator holds to: none, a repeat or an unknown option is refused', () => {
    expect(validate({ classes: [BIKE, CAR] })).toBe(true);
    expect(validate({})).toBe(false);
    expect(validate({ classes: [] })).toBe(false);
    expect(validate({ classes: [BIKE, BIKE] })).toBe(false);
    expect(validate({ classes: ['Tractor'] })).toBe(false);
  });

  it('and a question required in a case on it is required whenever one of its values is ticked', () => {
    expect(form.schema.allOf).toEqual([{ if: { properties: { classes: { contains: { enum: [TRANSPORT] } } }, required: ['classes'] }, then: { required: ['badge'] } }]);
    expect(validate({ classes: [CAR, TRANSPORT] })).toBe(false);
    expect(validate({ classes: [CAR, TRANSPORT], badge: 'B123' })).toBe(true);
    expect(validate({ classes: [CAR] })).toBe(true);
  });
});

describe('a case on a choices field', () => {
  it('holds when any listed option is ticked, and not when none is', () => {
    expect(holds({ classes: [TRANSPORT] }, { classes: [CAR, TRANSPORT] })).toBe(true);
    expect(holds({ classes: [TRANSPORT, BIKE] }, { classes: [BIKE] })).toBe(true);
    expect(holds({ classes: [TRANSPORT] }, { classes: [CAR] })).toBe(false);
    expect(holds({ classes: [TRANSPORT] }, { classes: [] })).toBe(false);
  });

  it('gives the documents of adding a transport vehicle when it is one of the classes ticked', () => {
    const documents = real('additional-endorsement-dl').source.guide!.documents!;
    const texts = (newClass: string[]) => applying(documents, { newClass }).map((d) => localize(guidanceTextOf(d), 'en'));
    const medical = 'A medical certificate (Form 1A), for a transport vehicle at any age';
    expect(texts(['Car (light motor vehicle)', TRANSPORT])).toContain(medical);
    expect(texts(['Car (light motor vehicle)'])).not.toContain(medical);
  });

  it('lists the options ticked as the answer; none ticked is no answer', () => {
    const form = compileForm(entry)!;
    expect(listedAnswers(entry.fields!, form.conditions, { classes: [BIKE, TRANSPORT], badge: 'B1', extras: [] })).toEqual([
      { field: entry.fields![0], value: [BIKE, TRANSPORT] },
      { field: entry.fields![1], value: 'B1' },
    ]);
    expect(withoutEmpty({ classes: [], extras: ['Trailer'], badge: '' })).toEqual({ extras: ['Trailer'] });
  });
});

describe('per-class fees', () => {
  const total = (id: string, classes: string[]) => {
    const { source: s } = real(id);
    const from = s.fees!.find((f) => f.per === 'class')!.from!;
    return feeSheet(s, { [from]: classes }, TODAY).total;
  };

  it('count each class ticked, and a fee of the application once (rule 32)', () => {
    expect(total('apply-learner-licence', [BIKE])).toBe(150 + 50);
    expect(total('apply-learner-licence', [BIKE, CAR])).toBe(2 * 150 + 50);
    expect(total('apply-driving-licence', [BIKE, CAR, TRANSPORT])).toBe(3 * 300 + 200);
    expect(total('additional-endorsement-dl', [CAR, TRANSPORT])).toBe(2 * (500 + 300));
  });

  it('leave out a per-class fee while no class is ticked, rather than show ₹0', () => {
    const sheet = feeSheet(real('apply-learner-licence').source, {}, TODAY);
    expect(sheet.lines.map((l) => l.amount)).toEqual([50]);
  });

  it('are counted again from the count a record keeps', () => {
    expect(feeSheet(real('apply-driving-licence').source, { classes: 2 }, TODAY).total).toBe(2 * 300 + 200);
  });
});

describe('the case a record keeps of a choices field', () => {
  it('is its count for a per-class fee and, where a fee reads it, its options', () => {
    expect(caseOf(real('apply-learner-licence').source, { classes: [BIKE, CAR], dateOfBirth: '2000-01-01' }, TODAY)).toEqual({ dateOfBirth: 0, classes: 2 });
    expect(caseOf(entry, { classes: [CAR, TRANSPORT], badge: 'B1' }, TODAY)).toEqual({ classes: [CAR, TRANSPORT] });
    expect(feeSheet(entry, checkedCase(entry, { classes: [CAR, TRANSPORT] }), TODAY).total).toBe(2 * 150 + 100);
  });

  it('keeps distinct known options and counts 0–50 only', () => {
    expect(checkedCase(entry, { classes: [CAR, TRANSPORT] })).toEqual({ classes: [CAR, TRANSPORT] });
    expect(checkedCase(entry, { classes: 3 })).toEqual({ classes: 3 });
    for (const classes of [[], [CAR, CAR], ['Tractor'], [CAR, 1], CAR, 51, Array.from({ length: 51 }, () => CAR)]) {
      expect(checkedCase(entry, { classes }), JSON.stringify(classes)).toEqual({});
    }
  });
});

describe('the page address', () => {
  it('never fills a choices field (a text where a list belongs)', () => {
    expect(prefillValues(real('apply-learner-licence').form, { classes: CAR, dateOfBirth: '2000-01-01' })).toEqual({ dateOfBirth: '2000-01-01' });
  });
});

describe('a draft', () => {
  it('keeps the options ticked across a reload', () => {
    const storage = { tab: new MemoryStorage(), device: new MemoryStorage(), visit: 'v1' };
    saveDraft('apply-learner-licence', { serviceNumber: 'DL123456001', values: { classes: [BIKE, CAR], dateOfBirth: '2000-01-01' } }, storage);
    expect(loadDraft('apply-learner-licence', storage)?.values).toEqual({ classes: [BIKE, CAR], dateOfBirth: '2000-01-01' });
  });
});

describe('the fix view', () => {
  const form = real('apply-learner-licence').form!;
  const answered = { classes: [BIKE, CAR], idProof: 'Aadhaar', aadhaarLast4: '9012', dateOfBirth: '2000-01-01', mobileNumber: '+919876543210' };
  const flag = (field: string) => ({ target: { field }, reason: { en: 'Check this', te: 'Check this' } });

  const selected = (field: string, draft: Record<string, string | string[]>) => {
    const start = fixStart(form, [flag(field)], () => 'Check this', draft, {});
    const asked = fixAsked(form, start.reasons, start.before, start.values);
    return { asked, kept: fixKept(form, asked, start.values) };
  };

  it('keeps the classes a draft has ticked, and asks them again when they are flagged', () => {
    expect(selected('dateOfBirth', answered)).toEqual({ asked: ['dateOfBirth'], kept: ['classes', 'idProof', 'aadhaarLast4', 'mobileNumber'] });
    expect(selected('classes', answered).asked).toEqual(['classes']);
  });
});
