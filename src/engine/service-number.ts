/**
 * A service number: the entry's prefix, the last 6 digits of the current time in
 * milliseconds, then a random 3-digit number padded with zeros (VS123456042).
 */
export function makeServiceNumber(prefix: string, now: number = Date.now(), random: () => number = randomBelow1000): string {
  const time = String(Math.floor(now)).slice(-6).padStart(6, '0');
  const suffix = String(random() % 1000).padStart(3, '0');
  return `${prefix}${time}${suffix}`;
}

function randomBelow1000(): number {
  const [value] = crypto.getRandomValues(new Uint32Array(1));
  return (value ?? 0) % 1000;
}

