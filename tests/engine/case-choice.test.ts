// "What applies to you": the visitor says the case first on a start view, and the documents, steps,
// notes, fees and forms of other cases go, with each one's label saying only what is still open.
// Read from the real catalogue, so a case renamed in the YAML fails here.
import { describe, expect, it } from 'vitest';
import { guidanceCondition } from '../../src/catalog/conditions';
import { loadCatalog } from '../../src/catalog/load';
import { inLanguage } from '../../src/core/text';
import { caseLeft, caseQuestions, fittingItems, fitsChoice, formsFor, guidedItems, keptChoice } from '../../src/engine/case-choice';

const { catalog } = await loadCatalog();
if (!catalog) throw new Error('the real catalogue must compile');
const entry = (id: string) => catalog.entries.find((e) => e.id === id)!;
const transfer = entry('transfer-ownership');
const info = transfer.source.info!;
const ANOTHER_STATE = 'Another state';
const SAME_RTO = 'Same RTO';

describe('the question asked first', () => {
  it('is the choice the most cases name: where the buyer registers the vehicle, for a transfer', () => {
    expect(caseQuestions(transfer, {}).map((f) => f.name)).toEqual(['destination']);
  });

  it('is the expiry for a licence renewal, the age for a fitness certificate', () => {
    expect(caseQuestions(entry('driving-licence-renewal'), {}).map((f) => f.name)).toEqual(['expiry']);
    expect(caseQuestions(entry('vehicle-fitness'), {}).map((f) => f.name)).toEqual(['age']);
  });

  it('is none on a page whose items have no case', () => {
    const plain = catalog.entries.find((e) => e.form && guidedItems(e).length > 0 && guidedItems(e).every((item) => !guidanceCondition(item)))!;
    expect(caseQuestions(plain, {})).toEqual([]);
  });

  it('keeps the Telugu options in a Telugu copy of the entry, with the English values the cases name', () => {
    const [destination] = caseQuestions(inLanguage(transfer, 'te'), {});
    expect(destination!.options).toContain('వేరే రాష్ట్రం');
  });
});

describe('the items of a case chosen', () => {
  it('are every item until a case is chosen', () => {
    expect(fittingItems(info.steps, {})).toHaveLength(info.steps.length);
  });

  it('leave the same-RTO buyer no Form 28: not its document, note or form', () => {
    const choice = { destination: SAME_RTO };
    const texts = [...fittingItems(info.documents, choice), ...fittingItems(info.notes ?? [], choice)].map((d) => JSON.stringify(d));
    expect(texts.filter((text) => text.includes('Form 28'))).toEqual([]);
    expect(formsFor(info, choice)).toEqual(['Form 29', 'Form 30']);
    expect(formsFor(info, {})).toEqual(info.forms);
  });

  it('keep another state’s own steps and no step of the other cases, seven in all', () => {
    const steps = fittingItems(info.steps, { destination: ANOTHER_STATE });
    expect(steps).toHaveLength(7);
    expect(steps.every((step) => fitsChoice(guidanceCondition(step), { destination: ANOTHER_STATE }))).toBe(true);
    expect(fittingItems(info.steps, { destination: SAME_RTO })).toHaveLength(7);
  });

  it('say of a case only what is not answered yet', () => {
    expect(caseLeft({ destination: [ANOTHER_STATE] }, { destination: ANOTHER_STATE })).toBeUndefined();
    expect(caseLeft({ destination: [ANOTHER_STATE], role: ['I am the seller'] }, { destination: ANOTHER_STATE })).toEqual({ role: ['I am the seller'] });
    expect(caseLeft({ onLoan: ['Yes'] }, {})).toEqual({ onLoan: ['Yes'] });
  });

  it('rule nothing out on a question not answered', () => {
    expect(fitsChoice({ onLoan: ['Yes'] }, { destination: SAME_RTO })).toBe(true);
    expect(fitsChoice({ destination: [ANOTHER_STATE] }, { destination: SAME_RTO })).toBe(false);
  });

  it('drop an answer to a question no longer asked', () => {
    expect(keptChoice(transfer, { destination: SAME_RTO, somethingElse: 'x' })).toEqual({ destination: SAME_RTO });
  });
});
