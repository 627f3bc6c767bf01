import { schema } from 'virtual:api-form/service';
import type { CardText } from '../../../shared/api/answers';
import { schemaText } from '../../../engine/schema-messages';

// A card's title, description and icon follow the same rules as a link card's
// (schemas/api/service.schema.json): the lengths, the icon names and the messages.
interface TextRule {
  maxLength?: number;
  enum?: string[];
  'x-messages'?: Record<string, string>;
}
const properties = (schema as { properties: Record<keyof CardText, TextRule> }).properties;

export const cardIcons: string[] = properties.icon.enum ?? [];
export const cardMaxLength = (name: 'title' | 'description') => properties[name].maxLength;

/** The messages of the fields that break a rule (the API's texts, loaded by the dialog); empty when the card text is fine. */
export function cardTextProblems(text: CardText): Partial<Record<keyof CardText, string>> {
  const problems: Partial<Record<keyof CardText, string>> = {};
  for (const name of ['title', 'description', 'icon'] as const) {
    const rule = properties[name];
    const value = text[name].trim();
    const code = !value || (rule.enum && !rule.enum.includes(value)) ? rule['x-messages']?.default : rule.maxLength && [...value].length > rule.maxLength ? (rule['x-messages']?.maxLength ?? rule['x-messages']?.default) : undefined;
    if (code) problems[name] = schemaText(code) ?? code;
  }
  return problems;
}
