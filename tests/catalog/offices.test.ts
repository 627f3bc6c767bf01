// catalog/offices.yaml and the `office` field: the loader reads the offices, a form offers them by
// name and district in the page's language and keeps the id, the message names the office, and a
// request's case keeps a known office only (docs/catalogue.md, "offices.yaml").
import { describe, expect, it } from 'vitest';
import { compileCatalog } from '../../src/catalog/compile-catalog';
import { compileForm } from '../../src/catalog/compile-form';
import { loadCatalog } from '../../src/catalog/load';
import { checkedCase } from '../../src/catalog/checked-case';
import { caseOf } from '../../src/catalog/request-case';
import type { CompiledSource } from '../../src/catalog/types';
import { asCatalogFiles, readTree, VALID_DIR } from './fixture-files';

const fixture = compileCatalog(asCatalogFiles(readTree(VALID_DIR)));

describe('offices.yaml', () => {
  it('is read with the catalogue, every office with its source and the day it was read', () => {
    expect(fixture.errors).toEqual([]);
    expect(fixture.catalog?.offices.map((o) => [o.id, o.kind, o.codes, o.source.asOf])).toEqual([
      ['kurnool-rto', 'rto', ['AP21'], '2026-11-01'],
      ['nellore-dtc', 'dto', ['AP26'], '2026-11-01'],
    ]);
  });

  it('gives the real catalogue offices with both languages, and no office the state-wide AP39', async () => {
    const { catalog } = await loadCatalog();
    expect(catalog?.offices.length).toBeGreaterThan(0);
    for (const office of catalog?.offices ?? []) {
      for (const text of [office.name, office.district, office.address]) expect(text, office.id).toMatchObject({ en: expect.any(String), te: expect.any(String) });
      expect(office.codes, office.id).not.toContain('AP39');
    }
  });
});

describe('an office field', () => {
  const catalog = compileCatalog([
    ...asCatalogFiles(readTree(VALID_DIR)).filter((f) => !f.path.endsWith('order-vehicle-rc.yaml')),
    {
      path: 'catalog/vehicle/order-vehicle-rc.yaml',
      text: readTree(VALID_DIR).get('vehicle/order-vehicle-rc.yaml')!.replace(/(- name: ownerName[\s\S]*?type: )text/, '$1office'),
    },
  ]).catalog!;
  const entry = catalog.entries.find((e) => e.id === 'order-vehicle-rc')!;

  it('offers the offices grouped by district, answered with the id, named in the page language', () => {
    const form = compileForm(entry.source, 'te')!;
    expect(form.schema.properties.ownerName?.enum).toEqual(['kurnool-rto', 'nellore-dtc']);
    expect(form.uiSchema.ownerName?.['ui:enumNames']).toEqual(['కర్నూలు RTO (కర్నూలు)', "Nellore Deputy Transport Commissioner's office (Sri Potti Sriramulu Nellore)"]);
    expect(form.uiSchema.ownerName?.['ui:options']).toMatchObject({ groups: ['కర్నూలు', 'Sri Potti Sriramulu Nellore'] });
  });

  it('names the office in the message, not its id', () => {
    const line = entry.message!.fields.find((f) => f.name === 'ownerName');
    expect(line?.options?.[0]).toEqual({ value: 'kurnool-rto', label: { en: 'Kurnool RTO', te: 'కర్నూలు RTO' } });
  });

  it('travels in the case as the form gave it, and the server drops an id it does not know', () => {
    const source = entry.source as Pick<CompiledSource, 'fields' | 'fees' | 'expectedTime'>;
    expect(caseOf(source, { ownerName: 'nellore-dtc', vehicleNumber: 'AP39BJ1234' }, '2026-11-29')).toEqual({ ownerName: 'nellore-dtc' });
    expect(checkedCase(source, { ownerName: 'kurnool-rto' })).toEqual({ ownerName: 'kurnool-rto' });
    expect(checkedCase(source, { ownerName: 'guntur-rto', vehicleNumber: 'AP39BJ1234' })).toEqual({});
  });
});
