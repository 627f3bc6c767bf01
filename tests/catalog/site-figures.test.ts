// The operator's figures in site.yaml: each says what it counts and as of when, and none says what
// another page denies (the portal keeps no vehicle records, shows only the reviews sent on it, and
// cannot speed up the RTO's own processing).
import { describe, expect, it } from 'vitest';
import { loadCatalog } from '../../src/catalog/load';

const { catalog } = await loadCatalog();
if (!catalog) throw new Error('the real catalogue must compile');
const { figures } = catalog.site;
const en = (text: string | { en: string }) => (typeof text === 'string' ? text : text.en);

describe('site.yaml figures', () => {
  it('each says what it counts, in English and Telugu, and as of a day that is not in the future', () => {
    const today = new Date().toISOString().slice(0, 10);
    for (const figure of figures) {
      expect(typeof figure.counts === 'object' && figure.counts.te, figure.key).toBeTruthy();
      expect(figure.asOf <= today, `${figure.key} asOf ${figure.asOf}`).toBe(true);
    }
  });

  it('the statistics strip has an amount to count up to for each of its figures', () => {
    for (const key of ['vehicleRecords', 'happyCustomers', 'processing', 'challansPaid']) {
      expect(figures.find((f) => f.key === key)?.amount, key).toBeGreaterThan(0);
    }
  });

  it('none claims what another page denies: vehicle records held, a rating, RTO processing time', () => {
    for (const figure of figures) {
      const said = `${en(figure.label)} ${en(figure.value)}`;
      expect(said, figure.key).not.toMatch(/records|rating|processing|registered/i);
      // The counts may mention records only to say the portal keeps none.
      expect(en(figure.counts).replace('keeps no vehicle records', ''), figure.key).not.toMatch(/records|rating/i);
    }
    expect(figures.map((f) => f.key)).not.toContain('rating');
  });
});
