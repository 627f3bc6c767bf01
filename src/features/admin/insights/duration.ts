import { t } from '../../../shared/i18n/t';

const HOUR = 3600_000;

/** A median time as the desk reads it: hours up to two days, then days; a dash when there is none. */
export function durationText(ms: number | null): string {
  if (ms === null) return '—';
  const hours = ms / HOUR;
  const one = (n: number) => Math.round(n * 10) / 10;
  return hours < 48 ? t('admin.summary.hours', { hours: one(hours) }) : t('admin.summary.days', { days: one(hours / 24) });
}
