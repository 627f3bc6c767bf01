// What a fee sheet may say beyond its schema (docs/catalogue.md, "fees"): fees belong to a page with a
// form, a fee's case rests on the entry's choice fields like guidance does, a `per` item counts
// from a field that can hold what it counts and that is asked whenever the fee applies, and a fee
// without an amount, of ₹0 or marked an estimate says why.
import { checkCase } from './check-conditions.ts';
import { conditionOf } from './conditions.ts';
import { FEE_UNIT_FIELDS, PER_UNITS } from './fee-units.ts';
import type { Fail } from './check-rules.ts';
import type { Condition, EntrySource, FeeSource, FieldSource } from './types.ts';


export function checkFees(entry: EntrySource, fail: Fail): void {
  const fees = entry.fees;
  if (!fees) return;
  if (entry.kind !== 'request' && entry.kind !== 'rto-info') {
    fail('fees.not-taken', ['fees'], 'fees: only a request or rto-info page has a fee sheet (it is shown with the form)');
    return;
  }
  const fields = entry.fields ?? [];
  fees.forEach((fee, i) => {
    if (fee.showWhen) checkCase(fee.showWhen, fields, fields, ['fees', i, 'showWhen'], `fees[${i}].showWhen`, fail);
    checkCount(fee, i, fields, fail);
    checkNote(fee, i, fail);
  });
}

function checkNote(fee: FeeSource, i: number, fail: Fail): void {
  if (fee.note) return;
  const why =
    fee.amount === undefined ? 'has no amount; add a note saying what decides it (the RTO states it)'
    : fee.estimate ? 'is an estimate; add a note saying why it is not confirmed'
    : fee.mayApply ? 'may apply; add a note saying when it does'
    : fee.amount === 0 ? 'is ₹0; add a note saying why no fee is charged'
    : null;
  if (why) fail('fees.note-missing', ['fees', i], `fees[${i}] ${why}`);
}

function checkCount(fee: FeeSource, i: number, fields: FieldSource[], fail: Fail): void {
  const label = `fees[${i}]`;
  if (fee.per === undefined && fee.from === undefined) return;
  if (fee.per === undefined) return fail('fees.from-without-per', ['fees', i, 'from'], `${label}.from: only a fee with "per" counts from a field; add per: ${PER_UNITS.slice(0, -1).join(', ')} or ${PER_UNITS.at(-1)}, or remove from`);
  if (fee.from === undefined) return fail('fees.per-without-from', ['fees', i, 'per'], `${label}.per: "${fee.per}" needs "from", the field it counts from`);
  const field = fields.find((f) => f.name === fee.from);
  if (!field) return fail('fees.from-unknown-field', ['fees', i, 'from'], `${label}.from: "${fee.from}" is not a field of this entry`);
  const unit = FEE_UNIT_FIELDS[fee.per];
  if (field.type !== unit.from) return fail('fees.from-wrong-kind', ['fees', i, 'from'], `${label}.from: "${fee.from}" is a ${field.type} field; per: ${fee.per} counts the ${unit.counts} ${unit.from === 'choices' ? 'in' : 'from'} a ${unit.from} field`);
  // The field must be asked in every case the fee applies in, or the fee could never be counted there.
  const asked = field.showWhen ? conditionOf(field.showWhen) : undefined;
  const charged = fee.showWhen ? conditionOf(fee.showWhen) : undefined;
  if (asked && !within(charged, asked)) {
    fail('fees.from-conditional', ['fees', i, 'from'], `${label}.from: "${fee.from}" is asked only in some cases; give the fee a showWhen within that field's (${describe(asked)})`);
  }
}

/** Whether every answers meeting `inner` also meet `outer` (both conditions on choice fields). */
function within(inner: Condition | undefined, outer: Condition): boolean {
  if (!inner) return false;
  return Object.entries(outer).every(([name, values]) => inner[name]?.every((v) => values.includes(v)) ?? false);
}

function describe(condition: Condition): string {
  return Object.entries(condition).map(([name, values]) => `${name}: ${values.map((v) => `"${v}"`).join(' or ')}`).join('; ');
}

