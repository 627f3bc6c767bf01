import { schema } from 'virtual:api-form/service';
import type { CardText } from '../../../shared/api/answers';

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

/** The messages of the fields that break a rule; empty when the card text is fine. */
export function cardTextProblems(text: CardText): Partial<Record<keyof CardText, string>> {
  const problems: Partial<Record<keyof CardText, string>> = {};
  for (const name of ['title', 'description', 'icon'] as const) {
    const rule = properties[name];
    const value = text[name].trim();
    if (!value || (rule.enum && !rule.enum.includes(value))) problems[name] = rule['x-messages']?.default;
    else if (rule.maxLength && [...value].length > rule.maxLength) problems[name] = rule['x-messages']?.maxLength ?? rule['x-messages']?.default;
  }
  return problems;
}
