/**
 * A whole number in the Indian grouping: the last three digits, then groups of two
 * (1500000 -> "15,00,000", 75000000 -> "7,50,00,000"). Fractions are rounded.
 */
export function formatIndian(n: number): string {
  if (!Number.isFinite(n)) return String(n);
  const rounded = Math.round(Math.abs(n));
  // Beyond 2^53 digits are not exact, and toString() switches to exponents past 1e21.
  if (!Number.isSafeInteger(rounded)) return String(n);
  const digits = String(rounded);
  const head = digits.slice(0, -3);
  const tail = digits.slice(-3);
  const grouped = head ? `${head.replace(/\B(?=(\d{2})+$)/g, ',')},${tail}` : tail;
  return n < 0 && rounded !== 0 ? `-${grouped}` : grouped;
}
