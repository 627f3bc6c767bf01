import { describe, expect, it } from 'vitest';
import { replyFor } from '../../src/features/chat/reply-for';

describe('replyFor', () => {
  it.each([
    ['hi', 'greeting'],
    ['hello', 'hello'],
    ['vehicle', 'vehicle'],
    ['licence', 'licence'],
    ['help', 'help'],
    ['contact', 'contact'],
  ] as const)('answers the keyword %s', (text, topic) => {
    expect(replyFor(text)).toBe(topic);
  });

  it('ignores case', () => {
    expect(replyFor('HELLO there')).toBe('hello');
    expect(replyFor('My VEHICLE needs a new RC')).toBe('vehicle');
    expect(replyFor('Contact?')).toBe('contact');
  });

  it('reads the American spelling and plurals as licence', () => {
    expect(replyFor('How do I renew my license?')).toBe('licence');
    expect(replyFor('driving licences')).toBe('licence');
    expect(replyFor('Two vehicles')).toBe('vehicle');
  });

  it('takes the first keyword in the fixed order, not in the order typed', () => {
    expect(replyFor('contact me about my vehicle')).toBe('vehicle');
    expect(replyFor('help with my licence')).toBe('licence');
    expect(replyFor('hello, hi')).toBe('greeting');
    expect(replyFor('Hello, I need help with my vehicle')).toBe('hello');
    expect(replyFor('I need help, how do I contact you')).toBe('help');
  });

  it('matches whole words only', () => {
    expect(replyFor('vehicle')).not.toBe('greeting');
    expect(replyFor('this one')).toBeNull();
    expect(replyFor('helpful')).toBeNull();
    expect(replyFor('contactless')).toBeNull();
  });

  it('falls back for anything else', () => {
    expect(replyFor('')).toBeNull();
    expect(replyFor('   ')).toBeNull();
    expect(replyFor('what is the weather')).toBeNull();
  });
});
