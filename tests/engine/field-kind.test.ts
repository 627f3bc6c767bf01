// A new field kind is three files: its module, its texts and its widget. The scratch kind of
// tests/fixtures/field-kind (a time of day) joins the registries here, and an entry using it
// compiles (schema and uiSchema), is refused by its own check where catalog:check reports a file,
// reads in its own words, and has its widget by the name its uiSchema gives.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { compileCatalog } from '../../src/catalog/compile-catalog';
import { compileForm } from '../../src/catalog/compile-form';
import { formatError } from '../../src/catalog/format-error';
import { answerText, KIND_ANSWERS } from '../../src/catalog/kinds/answers';
import { FIELD_KINDS } from '../../src/catalog/kinds/index';
import { widgetsByName, type WidgetModule } from '../../src/engine/theme/kind-widgets';
import { asCatalogFiles, readTree, VALID_DIR } from '../catalog/fixture-files';
import { TIME_OF_DAY_PATTERN, timeOfDay, timeOfDayAnswers } from '../fixtures/field-kind/time-of-day-kind';

const FILE = 'vehicle/order-vehicle-rc.yaml';

/** The valid fixture catalogue with its order-vehicle-rc's owner name asked as a time of day, with `extra` lines. */
function catalogWith(extra = '') {
  const tree = readTree(VALID_DIR);
  const text = tree.get(FILE)!.replace(/(- name: ownerName[\s\S]*?type: )text/, `$1timeOfDay${extra}`);
  return { text, result: compileCatalog([...asCatalogFiles(tree).filter((f) => !f.path.endsWith(FILE)), { path: `catalog/${FILE}`, text }]) };
}

beforeAll(() => {
  FIELD_KINDS.timeOfDay = timeOfDay;
  KIND_ANSWERS.timeOfDay = timeOfDayAnswers;
});
afterAll(() => {
  delete FIELD_KINDS.timeOfDay;
  delete KIND_ANSWERS.timeOfDay;
});

describe('a field kind added in three files', () => {
  it('compiles to its schema and its uiSchema, in every language', () => {
    const { result } = catalogWith();
    expect(result.errors).toEqual([]);
    const entry = result.catalog!.entries.find((e) => e.id === 'order-vehicle-rc')!;
    expect(entry.form!.schema.properties.ownerName).toEqual({ type: 'string', title: 'Owner Name', maxLength: 5, pattern: TIME_OF_DAY_PATTERN });
    expect(entry.form!.uiSchema.ownerName).toEqual({ 'ui:widget': 'time-of-day' });
    expect(compileForm(entry.source, 'te')!.schema.properties.ownerName?.title).toBe('యజమాని పేరు');
  });

  it("is refused by its own check, at the line and column of what is wrong", () => {
    const { text, result } = catalogWith('\n    default: "25:00"');
    const line = text.split('\n').findIndex((l) => l.includes('default: "25:00"')) + 1;
    expect(result.errors.map(formatError)).toEqual([`catalog/${FILE}:${line}:14: fields[1].default: "25:00" is not a time of day (HH:MM, 00:00 to 23:59) [kinds.timeOfDay.default-not-a-time]`]);
  });

  it('is refused where the kind takes no such key, as every kind is', () => {
    const { text, result } = catalogWith('\n    rows: 2');
    const line = text.split('\n').findIndex((l) => l.includes('rows: 2')) + 1;
    expect(result.errors.map(formatError)).toEqual([`catalog/${FILE}:${line}:11: fields[1].rows: only a multiline field has rows [fields.rows-not-taken]`]);
  });

  it('reads in its own words on the review step, the fix view, the message and the console', () => {
    expect(answerText({ type: 'timeOfDay' }, ' 09:30', 'en')).toBe('09:30 hrs');
    expect(answerText({ type: 'timeOfDay' }, '09:30', 'te')).toBe('09:30 గంటలకు');
  });

  it('has its widget by the name its uiSchema gives, loaded only when asked', async () => {
    let loaded = false;
    const load = async (): Promise<WidgetModule> => {
      loaded = true;
      return import('../fixtures/field-kind/time-of-day.tsx');
    };
    const widgets = widgetsByName({ './kind-widgets/time-of-day.tsx': load });
    const entry = catalogWith().result.catalog!.entries.find((e) => e.id === 'order-vehicle-rc')!;
    expect(Object.keys(widgets)).toEqual([entry.form!.uiSchema.ownerName?.['ui:widget']]);
    expect(loaded).toBe(false);
    expect(typeof (await load()).default).toBe('function');
  });
});
