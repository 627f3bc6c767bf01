// The desk's note as a text message carries it, SMS and WhatsApp alike: the note keeps its lines on
// /track, but WhatsApp's Cloud API refuses a template parameter holding a newline, a tab or more
// than four spaces in a row, and every 153 characters of an SMS is one more part to pay for. So the
// text carries it on one line, whitespace runs made one space, cut at a word to NOTE_IN_TEXT_MAX
// characters; the /track link the text ends with shows it whole.

/** The most characters of a note a text carries. */
export const NOTE_IN_TEXT_MAX = 160;

/** Three dots, not '…', which is outside GSM-7 and would make an English text cost twice the parts. */
const CUT = '...';

/** The note on one line: every run of whitespace (line breaks, tabs, spaces) one space. */
export const oneLine = (note: string): string => note.replace(/\s+/gu, ' ').trim();

/** Counted in code points, so a cut never splits an emoji's surrogate pair. */
export function noteInText(note: string): string {
  const line = oneLine(note);
  const chars = [...line];
  if (chars.length <= NOTE_IN_TEXT_MAX) return line;
  const room = chars.slice(0, NOTE_IN_TEXT_MAX - CUT.length + 1).join('');
  const atWord = room.lastIndexOf(' ');
  // A note without a space near its end (one long word) is cut where it reaches the limit.
  const kept = atWord > NOTE_IN_TEXT_MAX / 2 ? room.slice(0, atWord) : chars.slice(0, NOTE_IN_TEXT_MAX - CUT.length).join('');
  return `${kept.trimEnd()}${CUT}`;
}
