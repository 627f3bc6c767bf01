// One negative fixture per rule (SchemaStore-style): tests/fixtures/catalog/invalid/<rule>/ holds the
// files that differ from the valid fixture and expected.txt, the exact `file:line:col: message`
// lines the compiler must return, all of them, in the order returned.
// A folder with bug.md shows a known compiler bug: its expected.txt is the correct output, and the
// test is marked as failing until the compiler is fixed (then delete bug.md).
import { describe, expect, it } from 'vitest';
import { compileCatalog } from '../../src/catalog/compile-catalog';
import { formatError } from '../../src/catalog/format-error';
import { asCatalogFiles, readRuleFixture, ruleFixtureNames } from './fixture-files';

const fixtures = ruleFixtureNames().map((name) => readRuleFixture(name));

describe('negative fixtures', () => {
  it('cover every rule of the brief', () => {
    const names = fixtures.map((f) => f.name);
    for (const rule of [
      'yaml-bad-indentation',
      'wrong-type-integer',
      'missing-required-property',
      'unknown-property-did-you-mean',
      'enum-kind',
      'pattern-prefix-lower-case',
      'pattern-route-form',
      'id-not-file-name',
      'duplicate-route',
      'duplicate-prefix',
      'duplicate-prefix-other-group',
      'duplicate-prefix-without-group',
      'required-not-a-field',
      'rule-field-not-a-field',
      'choice-default-not-an-option',
      'choice-without-options',
      'choices-with-default',
      'rows-on-non-multiline',
      'message-documents-without-info',
      'partner-link-not-a-site-link',
      'offer-link-not-a-site-link',
      'listing-id-not-an-entry',
      'back-to-not-a-page',
      'missing-site-yaml',
      'info-steps-count',
      'rto-info-not-starting-with-info',
      'rto-info-without-sources',
      'source-url-not-https',
      'source-url-twice',
      'reviewed-not-a-date',
      'reviewed-in-the-future',
      'guide-on-a-non-request-page',
      'fee-without-source',
      'fee-without-as-of',
      'fee-amount-not-an-integer',
      'fee-collected-by-unknown',
      'fee-condition-unknown-field',
      'fee-from-not-a-date',
      'fee-per-class-without-multi-choice',
      'fee-from-asked-in-fewer-cases',
      'expected-time-without-source',
      'expected-time-days-as-text',
      'expected-time-condition-unknown-field',
      'expected-time-never-applies',
      'holidays-date-outside-its-year-or-twice',
      'several-errors-in-several-files',
      'offices-duplicate-id-and-code',
      'offices-without-as-of',
      'offices-kind-unknown',
      'office-field-without-offices-file',
    ]) {
      expect(names).toContain(rule);
    }
  });

  it('each expect at least one error', () => {
    for (const fixture of fixtures) expect(fixture.expected, fixture.name).not.toEqual([]);
  });
});

describe.each(fixtures.filter((f) => f.bug === null).map((f) => [f.name, f] as const))('rule %s', (_name, fixture) => {
  const { catalog, errors } = compileCatalog(asCatalogFiles(fixture.tree));

  it('reports exactly the expected errors', () => {
    expect(errors.map(formatError)).toEqual(fixture.expected);
  });

  it('returns no catalogue', () => {
    expect(catalog).toBeNull();
  });
});

describe.each(fixtures.filter((f) => f.bug !== null).map((f) => [f.name, f] as const))('known compiler bug %s (see bug.md)', (_name, fixture) => {
  it.fails('reports exactly the expected errors', () => {
    const { catalog, errors } = compileCatalog(asCatalogFiles(fixture.tree));
    expect(errors.map(formatError)).toEqual(fixture.expected);
    expect(catalog).toBeNull();
  });
});

describe('error order', () => {
  it('sorts the errors of several files by file, line and column', () => {
    const fixture = readRuleFixture('several-errors-in-several-files');
    const errors = compileCatalog(asCatalogFiles(fixture.tree)).errors;
    const files = new Set(errors.map((e) => e.file));
    expect(files.size).toBe(4);
    const keys = errors.map((e) => [e.file, e.line, e.col] as const);
    const sorted = [...keys].sort((a, b) => (a[0] < b[0] ? -1 : a[0] > b[0] ? 1 : a[1] - b[1] || a[2] - b[2]));
    expect(keys).toEqual(sorted);
  });
});
