import { describe, expect, it } from 'vitest';
import { SEND_IN_PROGRESS_MS, sendGate } from '../../src/shared/forms/send-gate';

describe('sendGate', () => {
  it('lets a double tap send once, and a tap after the send is done send again', () => {
    let now = 10_000;
    const gate = sendGate(() => now);
    expect(gate.start()).toBe(true);
    now += 120; // the second tap of a double tap
    expect(gate.start()).toBe(false);
    now += SEND_IN_PROGRESS_MS - 121;
    expect(gate.start()).toBe(false);
    now += 1;
    expect(gate.start()).toBe(true);
  });

  it('sends again at once after the answers were changed or cleared', () => {
    const gate = sendGate(() => 0);
    expect(gate.start()).toBe(true);
    expect(gate.start()).toBe(false);
    gate.reset();
    expect(gate.start()).toBe(true);
  });

  it('gives each button its own gate', () => {
    const now = () => 0;
    expect(sendGate(now).start()).toBe(true);
    expect(sendGate(now).start()).toBe(true);
  });
});
