// Passwords are hashed and checked on worker threads: the event loop that answers every other
// request stays free meanwhile, and the hashes are the ones bcryptjs made before (same cost, same
// format), so existing accounts keep signing in.
import { createHash } from 'node:crypto';
import { performance } from 'node:perf_hooks';
import bcrypt from 'bcryptjs';
import { describe, expect, it } from 'vitest';
import { checkPassword, hashPassword } from '../../src/server/auth/passwords';

const prehashed = (password: string) => `sha256:${bcrypt.hashSync(createHash('sha256').update(password.normalize('NFKC')).digest('base64'), 4)}`;

describe('password hashing', () => {
  it('leaves the event loop free while bcrypt works', async () => {
    await hashPassword('warm-up-1', 4); // the thread has started
    const before = performance.eventLoopUtilization();
    const started = performance.now();
    const hash = await hashPassword('godavari-ghat-5', 11);
    const elapsed = performance.now() - started;
    const { utilization } = performance.eventLoopUtilization(before);
    // bcrypt at cost 11 is ~100 ms of CPU; on this thread the loop would be busy nearly all of it.
    expect(elapsed).toBeGreaterThan(20);
    expect(utilization).toBeLessThan(0.3);
    expect(await checkPassword('godavari-ghat-5', hash, 11)).toBe(true);
  });

  it('makes hashes of the same format and cost as before, which bcryptjs itself verifies', async () => {
    const hash = await hashPassword('tirupati-2026', 5);
    expect(hash).toMatch(/^sha256:\$2b\$05\$.{53}$/);
    const digest = createHash('sha256').update('tirupati-2026').digest('base64');
    expect(bcrypt.compareSync(digest, hash.slice('sha256:'.length))).toBe(true);
  });

  it('verifies hashes made before: prefixed, and plain bcrypt of the password', async () => {
    expect(await checkPassword('tirupati-2026', prehashed('tirupati-2026'), 12)).toBe(true);
    expect(await checkPassword('tirupati-2027', prehashed('tirupati-2026'), 12)).toBe(false);
    const plain = bcrypt.hashSync('old-short', 4);
    expect(await checkPassword('old-short', plain, 12)).toBe(true);
    expect(await checkPassword('old-shorT', plain, 12)).toBe(false);
  });

  it('answers every one of many parallel jobs with its own result, and false for a hash that is not one', async () => {
    const passwords = Array.from({ length: 8 }, (_, i) => `parallel-pass-${i}`);
    const hashes = await Promise.all(passwords.map((p) => hashPassword(p, 4)));
    const checks = await Promise.all(passwords.flatMap((p, i) => [checkPassword(p, hashes[i]!, 4), checkPassword(p, hashes[(i + 1) % 8]!, 4)]));
    expect(checks).toEqual(passwords.flatMap(() => [true, false]));
    expect(await checkPassword('anything', 'not-a-hash', 4)).toBe(false);
    expect(await checkPassword('anything', null, 4)).toBe(false);
  });
});
