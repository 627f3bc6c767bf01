// How a reminder writes its due date: English as the RC and the insurance policy print it
// (20-11-2026); Telugu in words, as it is said (20 నవంబర్, 2026), since a reader takes 20-11-2026
// inside a Telugu sentence for a number to copy, not a day.

/** 2026-11-20 -> 20-11-2026. */
export function numericDate(day: string): string {
  const [y, m, d] = day.split('-');
  return `${d}-${m}-${y}`;
}

const TELUGU = new Intl.DateTimeFormat('te-IN', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });

/** 2026-11-20 -> 20 నవంబర్, 2026. */
export function teluguDate(day: string): string {
  return TELUGU.format(new Date(`${day}T00:00:00Z`));
}
