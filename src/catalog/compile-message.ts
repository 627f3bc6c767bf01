import { conditionOf } from './conditions.ts';
import { answerField } from './kinds/index.ts';
import type { CompiledSource, MessageSpec } from './types.ts';

/** The parts of an entry's WhatsApp message; the engine fills in the values and the common lines. */
export function compileMessage(entry: CompiledSource): MessageSpec | null {
  const message = entry.message;
  if (!message) return null;
  const spec: MessageSpec = {
    title: message.title,
    // Each field with the words of its answers (a choice's options, an office's name), which the message writes.
    fields: (entry.fields ?? []).map((f) => ({ name: f.name, label: f.label, ...answerField(f), ...(f.showWhen ? { condition: conditionOf(f.showWhen) } : {}) })),
    englishName: typeof entry.title === 'string' ? entry.title : entry.title.en,
  };
  // Without its own request line the message asks for help with the service, in the page's words.
  if (message.request) spec.request = message.request;
  if (message.documents && entry.info) spec.documents = entry.info.documents;
  if (message.note !== undefined) spec.note = message.note;
  if (message.features) spec.features = message.features;
  if (message.price !== undefined) spec.price = message.price;
  if (message.extra) spec.extra = message.extra;
  return spec;
}
