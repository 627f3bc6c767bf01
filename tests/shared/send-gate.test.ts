import { describe, expect, it } from 'vitest';
import { SEND_IN_PROGRESS_MS, sendGate } from '../../src/shared/forms/send-gate';

describe('sendGate', () => {
  it('lets a double tap send once, and a tap after the send is done send again', () => {
    let now = 10_000;
    const tap = sendGate(() => now);
    expect(tap()).toBe(true);
    now += 120; // the second tap of a double tap
    expect(tap()).toBe(false);
    now += SEND_IN_PROGRESS_MS - 121;
    expect(tap()).toBe(false);
    now += 1;
    expect(tap()).toBe(true);
  });

  it('gives each button its own gate', () => {
    const now = () => 0;
    const form = sendGate(now);
    const contact = sendGate(now);
    expect(form()).toBe(true);
    expect(contact()).toBe(true);
  });
});
