// Text a stranger wrote, made safe to show as it is: every control character and every
// bidirectional mark, embedding, override or isolate becomes its escape as visible text
// (`\u202E`), so that it can neither hide characters nor make a line read in another order
// (an attempted username in the audit trail). The server stores it so and the console shows it so.
// C0 and C1 controls; ALM; LRM, RLM; LRE, RLE, PDF, LRO, RLO; LRI, RLI, FSI, PDI.
// eslint-disable-next-line no-control-regex -- finding control characters is the point
const HIDDEN = /[\u0000-\u001F\u007F-\u009F\u061C\u200E\u200F\u202A-\u202E\u2066-\u2069]/gu;

const escape = (char: string) => `\\u${char.charCodeAt(0).toString(16).toUpperCase().padStart(4, '0')}`;

export function visibleText(text: string): string {
  return text.replace(HIDDEN, escape);
}
