// What the visitor wrote for each field in their WhatsApp messages, for the desk's return dialog:
// the store keeps the answers of a request's case only (an expiry, a class), not a licence number,
// but the form's message lists every answer as "Label: value" on a line of its own, in the page's
// language (src/engine/whatsapp-message.ts). The newest message that names a field wins, so a
// correction sent shows its corrected answer.
import { LANGUAGES } from '../../core/languages';
import { localize, type Text } from '../../core/text';

interface LabelledField {
  name: string;
  label: Text;
}

/** The field's answer in a message's lines, by its label in any language; undefined when it is not there. */
function answerIn(lines: readonly string[], labels: readonly string[]): string | undefined {
  for (const line of lines) {
    for (const label of labels) {
      if (!line.startsWith(`${label}: `)) continue;
      const value = line.slice(label.length + 2).trim();
      if (value) return value;
    }
  }
  return undefined;
}

/**
 * The answers to `names` found in `texts` (the visitor's messages, newest first), by field name;
 * fields no message names are left out.
 */
export function writtenAnswers(fields: readonly LabelledField[], names: readonly string[], texts: readonly string[]): Record<string, string> {
  const messages = texts.map((text) => text.split('\n'));
  const found: Record<string, string> = {};
  for (const name of names) {
    const field = fields.find((f) => f.name === name);
    if (!field) continue;
    const labels = [...new Set(LANGUAGES.map((lang) => localize(field.label, lang.code)))];
    for (const lines of messages) {
      const value = answerIn(lines, labels);
      if (value === undefined) continue;
      found[name] = value;
      break;
    }
  }
  return found;
}
