// The desk's note as texts carry it: one line (WhatsApp's Cloud API refuses a template parameter
// with a line break, a tab or more than four spaces in a row), cut at a word to NOTE_IN_TEXT_MAX.
import { describe, expect, it } from 'vitest';
import { NOTE_IN_TEXT_MAX, noteInText } from '../../src/core/note-in-text';

describe('noteInText', () => {
  it('puts the note on one line, every run of whitespace one space', () => {
    expect(noteInText('  Slot booked.\r\n\n\tBring the RC.      Thanks\u00a0 ')).toBe('Slot booked. Bring the RC. Thanks');
  });

  it('keeps a short note as it is', () => {
    expect(noteInText('Slot booked for Monday.')).toBe('Slot booked for Monday.');
    expect(noteInText('x'.repeat(NOTE_IN_TEXT_MAX))).toBe('x'.repeat(NOTE_IN_TEXT_MAX));
  });

  it('cuts a long note at a word, with three dots that keep an English text in GSM-7', () => {
    const line = 'Documents checked at the counter. '.repeat(15).trim();
    const cut = noteInText(line);
    expect(cut.length).toBeLessThanOrEqual(NOTE_IN_TEXT_MAX);
    expect(cut.endsWith('...')).toBe(true);
    const kept = cut.slice(0, -3);
    // Whole words: what is kept is the note's start, and the note goes on with a space.
    expect(line.startsWith(kept)).toBe(true);
    expect(line[kept.length]).toBe(' ');
    expect(kept.length).toBeGreaterThan(NOTE_IN_TEXT_MAX - 40);
    expect(cut).not.toContain('…');
  });

  it('cuts a note without spaces where it reaches the limit, and never inside an emoji', () => {
    expect(noteInText('x'.repeat(500))).toBe(`${'x'.repeat(NOTE_IN_TEXT_MAX - 3)}...`);
    const emoji = noteInText('🙂'.repeat(300));
    expect([...emoji]).toHaveLength(NOTE_IN_TEXT_MAX);
    expect(emoji).not.toMatch(/[\ud800-\udbff](?![\udc00-\udfff])/);
  });

  it('cuts Telugu the same way', () => {
    const note = 'మీ పత్రాలు తనిఖీ చేశాం. '.repeat(20);
    const cut = noteInText(note);
    expect([...cut].length).toBeLessThanOrEqual(NOTE_IN_TEXT_MAX);
    expect(note.startsWith(cut.slice(0, -3))).toBe(true);
  });
});
