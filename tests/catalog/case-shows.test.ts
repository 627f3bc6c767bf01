import { describe, expect, it } from 'vitest';
import { caseListsDocument, fieldsCaseShows } from '../../src/catalog/case-shows';
import { fieldConditions } from '../../src/catalog/condition-cases';
import type { CompiledField, CompiledSource, EntrySource } from '../../src/catalog/types';

const choice = (name: string, showWhen?: CompiledField['showWhen']): CompiledField => ({ name, label: name, type: 'choice', options: ['Yes', 'No'], ...(showWhen ? { showWhen } : {}) }) as CompiledField;
const text = (name: string, showWhen?: CompiledField['showWhen']): CompiledField => ({ name, label: name, type: 'text', ...(showWhen ? { showWhen } : {}) }) as CompiledField;
const source = { url: 'https://aptransport.org', title: 'Fees', asOf: '2026-11-29' };
// `loan` is kept by the case (a fee reads it); `joint` is not.
const entry: Pick<CompiledSource, 'fields' | 'fees' | 'expectedTime'> = {
  fields: [choice('loan'), text('bank', { loan: 'Yes' }), text('branch', { bank: 'x' }), choice('joint'), text('partner', { joint: 'Yes' })],
  fees: [{ for: 'Hypothecation', amount: 500, collectedBy: 'vahan', showWhen: { loan: 'Yes' }, source }] as EntrySource['fees'],
};
const conditions = fieldConditions(entry.fields!);

describe('what a case showed', () => {
  it('drops a field whose condition fails on a kept choice, and the fields resting on it', () => {
    expect([...fieldsCaseShows(entry, conditions, { loan: 'No' })]).toEqual(['loan', 'joint', 'partner']);
    expect([...fieldsCaseShows(entry, conditions, { loan: 'Yes' })]).toEqual(['loan', 'bank', 'branch', 'joint', 'partner']);
  });

  it('takes a condition on a choice the case does not keep as met, and an empty case as showing everything', () => {
    expect(fieldsCaseShows(entry, conditions, { loan: 'No' }).has('partner')).toBe(true);
    expect(fieldsCaseShows(entry, conditions, {}).size).toBe(5);
  });

  it('lists a document only when its condition can hold on the fields shown', () => {
    const shown = fieldsCaseShows(entry, conditions, { loan: 'No' });
    expect(caseListsDocument(entry, { loan: ['Yes'] }, shown, { loan: 'No' })).toBe(false);
    expect(caseListsDocument(entry, { bank: ['x'] }, shown, { loan: 'No' })).toBe(false);
    expect(caseListsDocument(entry, { joint: ['Yes'] }, shown, { loan: 'No' })).toBe(true);
    expect(caseListsDocument(entry, undefined, shown, { loan: 'No' })).toBe(true);
    expect(caseListsDocument(entry, { loan: ['Yes'] }, shown, {})).toBe(true);
  });
});
