// What the transfer-of-ownership page tells each buyer, read from the repository's catalogue: a
// buyer under another RTO of Andhra Pradesh needs no NOC (Form 28), and a buyer in another state
// gets the steps of both sides (the seller's NOC and report, the buyer's Form 27 and tax there).
import { describe, expect, it } from 'vitest';
import { loadCatalog } from '../../src/catalog/load';
import { applying, canHoldTogether, guidanceTextOf } from '../../src/catalog/conditions';
import { localize } from '../../src/core/text';

const { catalog } = await loadCatalog();
const info = catalog!.entries.find((e) => e.id === 'transfer-ownership')!.source.info!;
const en = (item: Parameters<typeof guidanceTextOf>[0]) => localize(guidanceTextOf(item), 'en');
const caseOf = (destination: string) => ({ role: 'I am the buyer', vehicleClass: 'Car', destination, onLoan: 'No' });

describe('transfer of ownership, by where the buyer registers the vehicle', () => {
  it('lists no Form 28 for a buyer under another RTO of Andhra Pradesh', () => {
    const answers = caseOf('Another RTO in Andhra Pradesh');
    const said = [...applying(info.documents, answers).map(en), ...applying(info.steps, answers).map((s) => localize(s.text, 'en')), ...applying(info.notes ?? [], answers).map(en)];
    expect(said.filter((line) => line.includes('Form 28') && !/no NOC|needs none|only when the vehicle leaves/.test(line))).toEqual([]);
    expect(applying(info.steps, answers)).toHaveLength(7);
  });

  it("gives a buyer in another state the seller's and the buyer's own steps", () => {
    const steps = applying(info.steps, caseOf('Another state')).map((s) => localize(s.title, 'en'));
    expect(steps).toHaveLength(7);
    expect(steps.filter((title) => title.startsWith('Seller:')).length).toBeGreaterThanOrEqual(2);
    expect(steps.filter((title) => title.startsWith('Buyer:')).length).toBeGreaterThanOrEqual(3);
    expect(applying(info.documents, caseOf('Another state')).map(en).join('\n')).toMatch(/Form 28[\s\S]*Form 27/);
  });
});

describe('canHoldTogether', () => {
  it('is true unless a shared field asks for different options', () => {
    expect(canHoldTogether(undefined, { a: ['x'] })).toBe(true);
    expect(canHoldTogether({ a: ['x', 'y'] }, { a: ['y'] })).toBe(true);
    expect(canHoldTogether({ a: ['x'] }, { b: ['y'] })).toBe(true);
    expect(canHoldTogether({ a: ['x'] }, { a: ['y'] })).toBe(false);
  });
});
