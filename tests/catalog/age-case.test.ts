// An age case (`showWhen: { dateOfBirth: { yearsAtLeast: 40 } }`): the full years from the date of
// birth to the day of sending, the licence pages' Form 1 or Form 1A by it, the side of 40 a record's
// case keeps instead of the date, the start view's label for it, and the case chooser, which never
// asks a date.
import { afterEach, describe, expect, it } from 'vitest';
import { caseListsDocument, fieldsCaseShows } from '../../src/catalog/case-shows';
import { fieldConditions } from '../../src/catalog/condition-cases';
import { applying, guidanceTextOf, holds } from '../../src/catalog/conditions';
import { fullYears } from '../../src/catalog/full-years';
import { loadCatalog } from '../../src/catalog/load';
import { checkedCase } from '../../src/catalog/checked-case';
import { caseOf } from '../../src/catalog/request-case';
import { inLanguage, localize } from '../../src/core/text';
import { caseQuestions } from '../../src/engine/case-choice';
import { caseText } from '../../src/engine/case-label';
import { buildWhatsAppMessage } from '../../src/engine/whatsapp-message';
import { en } from '../../src/shared/i18n/en';
import { setDictionary } from '../../src/shared/i18n/t';
import { te } from '../../src/shared/i18n/te';
import { compileCatalog } from '../../src/catalog/compile-catalog';
import { asCatalogFiles, readTree, VALID_DIR } from './fixture-files';

const { catalog } = await loadCatalog();
const real = (id: string) => catalog!.entries.find((e) => e.id === id)!;
const TODAY = '2026-12-03';
const FORTY = { dateOfBirth: { yearsAtLeast: 40 } };
const UNDER_FORTY = { dateOfBirth: { yearsBelow: 40 } };

afterEach(() => setDictionary('en', en));

describe('the full years from a date of birth', () => {
  it('reaches 40 on the 40th birthday, not the day before', () => {
    expect(fullYears('1986-12-04', TODAY)).toBe(39); // 39 years and 364 days
    expect(fullYears('1986-12-03', TODAY)).toBe(40);
    expect(holds(FORTY, { dateOfBirth: '1986-12-04' }, TODAY)).toBe(false);
    expect(holds(UNDER_FORTY, { dateOfBirth: '1986-12-04' }, TODAY)).toBe(true);
    expect(holds(FORTY, { dateOfBirth: '1986-12-03' }, TODAY)).toBe(true);
    expect(holds(UNDER_FORTY, { dateOfBirth: '1986-12-03' }, TODAY)).toBe(false);
  });

  it('counts a 29 February birthday on 29 February in a leap year and on 1 March in a common one, as the form’s minimum age does', () => {
    expect(fullYears('1988-02-29', '2028-02-28')).toBe(39);
    expect(fullYears('1988-02-29', '2028-02-29')).toBe(40);
    expect(fullYears('2060-02-29', '2100-02-28')).toBe(39); // 2100 is no leap year
    expect(fullYears('2060-02-29', '2100-03-01')).toBe(40);
  });

  it('holds a range, and nothing without a date, a day or a date that is no day', () => {
    const thirties = { dateOfBirth: { yearsAtLeast: 30, yearsBelow: 40 } };
    expect(holds(thirties, { dateOfBirth: '1990-01-01' }, TODAY)).toBe(true);
    expect(holds(thirties, { dateOfBirth: '1980-01-01' }, TODAY)).toBe(false);
    expect(holds(FORTY, {}, TODAY)).toBe(false);
    expect(holds(FORTY, { dateOfBirth: '1980-01-01' })).toBe(false);
    expect(holds(FORTY, { dateOfBirth: '1 Jan 1980' }, TODAY)).toBe(false);
    expect(holds(FORTY, { dateOfBirth: '2030-01-01' }, TODAY)).toBe(false);
  });
});

describe('Form 1 or Form 1A on the licence pages', () => {
  const FORM_1 = 'Self-declaration of physical fitness (Form 1)';
  const FORM_1A = 'A medical certificate (Form 1A) from a registered doctor';
  const documents = (id: string, answers: Record<string, unknown>) =>
    applying(real(id).source.guide!.documents, answers, TODAY).map((d) => localize(guidanceTextOf(d), 'en'));

  it('gives a renewal without transport vehicles Form 1A at 41 and Form 1 at 30, and a transport licence its Form 1A at any age', () => {
    expect(documents('driving-licence-renewal', { transport: 'No', dateOfBirth: '1985-06-01' }).filter((d) => d.includes('Form 1'))).toEqual([FORM_1A]);
    expect(documents('driving-licence-renewal', { transport: 'No', dateOfBirth: '1996-06-01' }).filter((d) => d.includes('Form 1'))).toEqual([FORM_1]);
    expect(documents('driving-licence-renewal', { transport: 'Yes', dateOfBirth: '1996-06-01' }).filter((d) => d.includes('Form 1'))).toEqual([
      "A doctor's medical certificate (Form 1A), needed for a transport licence at any age",
    ]);
  });

  it('asks a learner of 41 for Form 1A only, and one of 30 for Form 1 (Form 1A only for a transport vehicle)', () => {
    for (const id of ['apply-learner-licence', 'apply-endorsement-learning-licence']) {
      expect(documents(id, { dateOfBirth: '1985-06-01' }).filter((d) => d.includes('Form 1')), id).toEqual([FORM_1A]);
      expect(documents(id, { dateOfBirth: '1996-06-01' }).filter((d) => d.includes('Form 1')), id).toEqual([
        `${FORM_1}; for a transport vehicle, a medical certificate (Form 1A) from a registered doctor instead`,
      ]);
    }
  });
});

describe('the WhatsApp message', () => {
  it('lists the document of the visitor’s age on the day of sending, not the other', () => {
    const documents = [
      { text: 'Form 1', showWhen: UNDER_FORTY },
      { text: 'Form 1A', showWhen: FORTY },
    ];
    const message = (dateOfBirth: string) =>
      buildWhatsAppMessage({
        spec: { title: 'Renewal', fields: [{ name: 'dateOfBirth', label: 'Date of Birth', type: 'date' }], documents, englishName: 'Renewal' },
        serviceName: 'Renewal',
        serviceNumber: 'DLR123456001',
        values: { dateOfBirth },
        consent: 'I agree.',
        closing: 'Thank you.',
        today: TODAY,
      }).split('\n');
    expect(message('1986-12-03')).toContain('- Form 1A');
    expect(message('1986-12-03')).not.toContain('- Form 1');
    expect(message('1986-12-04')).toContain('- Form 1');
    expect(message('1986-12-04')).not.toContain('- Form 1A');
  });
});

describe('the case a record keeps', () => {
  const renewal = real('driving-licence-renewal').source;

  it('keeps which side of 40 the visitor is, never the date, and the server takes only 0 or 40', () => {
    expect(caseOf(renewal, { expiry: 'It has not expired yet', transport: 'No', dateOfBirth: '1985-06-01' }, TODAY)).toMatchObject({ dateOfBirth: 40 });
    expect(caseOf(renewal, { expiry: 'It has not expired yet', transport: 'No', dateOfBirth: '1996-06-01' }, TODAY)).toMatchObject({ dateOfBirth: 0 });
    expect(checkedCase(renewal, { dateOfBirth: 40 })).toEqual({ dateOfBirth: 40 });
    expect(checkedCase(renewal, { dateOfBirth: 0 })).toEqual({ dateOfBirth: 0 });
    expect(checkedCase(renewal, { dateOfBirth: 41 })).toEqual({});
    expect(checkedCase(renewal, { dateOfBirth: '1985-06-01' })).toEqual({});
  });

  it('lists for the desk the document of the side kept, and both for a request recorded before', () => {
    const conditions = fieldConditions(renewal.fields!);
    const lists = (answers: Record<string, unknown>, condition: Record<string, string[] | { yearsAtLeast?: number; yearsBelow?: number }>) =>
      caseListsDocument(renewal, condition, fieldsCaseShows(renewal, conditions, answers), answers);
    expect(lists({ transport: 'No', dateOfBirth: 40 }, { transport: ['No'], ...FORTY })).toBe(true);
    expect(lists({ transport: 'No', dateOfBirth: 40 }, { transport: ['No'], ...UNDER_FORTY })).toBe(false);
    expect(lists({ transport: 'No', dateOfBirth: 0 }, { transport: ['No'], ...UNDER_FORTY })).toBe(true);
    expect(lists({ transport: 'No' }, { transport: ['No'], ...FORTY })).toBe(true);
  });
});

describe('the start view', () => {
  it('names an age case in plain words in English and Telugu', () => {
    const renewal = real('driving-licence-renewal');
    expect(caseText(renewal, FORTY)).toBe('Only if your ‘Date of Birth’ makes you 40 or older');
    expect(caseText(renewal, { transport: ['No'], ...UNDER_FORTY })).toBe(
      'Only if your answer to ‘Does the licence cover transport vehicles (taxi, goods vehicle, bus)?’ is ‘No’ and your ‘Date of Birth’ makes you under 40',
    );
    setDictionary('te', te);
    const telugu = inLanguage(renewal, 'te');
    expect(caseText(telugu, FORTY)).toBe('‘పుట్టిన తేదీ’ ప్రకారం మీ వయస్సు 40 లేదా అంతకంటే ఎక్కువ అయితేనే');
    expect(caseText(telugu, UNDER_FORTY)).toBe('‘పుట్టిన తేదీ’ ప్రకారం మీ వయస్సు 40 లోపు అయితేనే');
  });

  it('never asks a date as the question that says the case, even when the most items name it', () => {
    const fixture = compileCatalog(asCatalogFiles(readTree(VALID_DIR))).catalog!;
    const learner = fixture.entries.find((e) => e.id === 'apply-learner-licence')!;
    expect(learner.source.guide!.documents.filter((d) => typeof d === 'object' && 'showWhen' in d)).toHaveLength(2);
    expect(caseQuestions(learner, {})).toEqual([]);
    expect(caseQuestions(real('driving-licence-renewal'), {}).map((f) => f.name)).not.toContain('dateOfBirth');
  });
});
