// When the local server runs the reminder job: every day at 09:00 in India, and once at start if
// that time has already passed today (a server that was down at nine still sends the day's
// reminders; the job's marks keep a second run from texting anyone twice).
const DAY_MS = 86_400_000;
const INDIA_OFFSET_MS = 330 * 60_000;
const REMINDER_AT_MS = 9 * 3_600_000;

const sinceIndiaMidnight = (now: number): number => (now + INDIA_OFFSET_MS) % DAY_MS;

/** Milliseconds from `now` to the next 09:00 in India (a full day when it is 09:00 now). */
export function msUntilReminderHour(now: number): number {
  const since = sinceIndiaMidnight(now);
  return since < REMINDER_AT_MS ? REMINDER_AT_MS - since : DAY_MS - since + REMINDER_AT_MS;
}

/** True when today's 09:00 in India has come at `now`. */
export function pastReminderHour(now: number): boolean {
  return sinceIndiaMidnight(now) >= REMINDER_AT_MS;
}

/** Runs `job` at every 09:00 in India, and at once when that is past today; the timers never keep the process alive. */
export function scheduleDailyReminders(job: () => Promise<unknown>, now: () => number = Date.now): void {
  const runSafely = () => void job().catch((err: unknown) => console.error('[reminders] failed:', err));
  if (pastReminderHour(now())) runSafely();
  const next = () => {
    setTimeout(() => {
      runSafely();
      next();
    }, msUntilReminderHour(now())).unref();
  };
  next();
}
