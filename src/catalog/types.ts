// The catalogue as authored (YAML) and as compiled (what the app, server and tests use). The
// authored shape is defined by the schemas in schemas/, and its types are generated from them into
// source-types.ts by `npm run api:types`; this file adds what the schemas do not say: what the
// compiler fills in, the compiled output, and names for parts of the authored types.

import type { Text } from '../core/text.ts';
import type { FieldType } from '../core/field-types.ts';
import type { CheckRule } from './check-rules.ts';
import type { AgeCase, EntrySource, FeeSource, FieldSource, FixReasonSource, GuidanceText, OfficeSource, SiteFigure, SiteSource } from './source-types.ts';

export type * from './source-types.ts';
/** A user-visible text (src/core/text.ts), and a field's type (src/core/field-types.ts). */
export type { FieldType, Text };

export type EntryKind = EntrySource['kind'];
export type StartView = NonNullable<EntrySource['start']>;
/** Where an official fee is paid. */
export type FeeCollector = FeeSource['collectedBy'];
export type ListingId = keyof SiteSource['listings'];

/** What a page and the server know of an office. */
export type OfficeChoice = Pick<OfficeSource, 'id' | 'name' | 'district' | 'address'>;

/** A form's answer: a field's text, or the options ticked in a choices field (English values). */
export type Answer = string | string[];

/** The site as every page carries it: the figures without what they count (virtual:catalog/figures). */
export type ClientSite = Omit<SiteSource, 'figures'> & {
  figures: Omit<SiteFigure, 'counts' | 'asOf'>[];
  /** The site still carries example values (contact, service fee or figures): pages say so. */
  examples: boolean;
};

/** The preset reasons of a return for correction (site.yaml `fixReasons`). */
export const FIX_REASON_KEYS = ['nameDiffers', 'photoUnreadable', 'documentMissing', 'numberWrong'] as const;
export type FixReasonKey = (typeof FIX_REASON_KEYS)[number];

/** What a preset reason may be given for: a field of one of these types, or a document of the guidance (tests/core/field-types.test.ts holds the list to the field types). */
export type FixReasonFit = FixReasonSource['fits'][number];

/** One problem found in the catalogue, located in its source file (1-based line and column). */
export interface CatalogError {
  file: string;
  line: number;
  col: number;
  message: string;
  /** The check's stable id (src/catalog/check-rules.ts), printed after the message. */
  rule: CheckRule;
}

// ---- compiled output ----

/** A JSON Schema for one entry's form (draft-07 subset the compiler emits). */
export interface FormSchema {
  type: 'object';
  properties: Record<string, FormPropertySchema>;
  required: string[];
  /** One if/then per conditioned field that is required when shown. */
  allOf?: ConditionalRequirement[];
}

/** "When these answers are given, this field is required": JSON Schema's if/then. */
export interface ConditionalRequirement {
  /** A choice's answer is one of the values; a choices field's contains one of them. */
  if: { properties: Record<string, { enum: string[] } | { contains: { enum: string[] } }>; required: string[] };
  then: { required: string[] };
}

/** A field's schema: one answer (a string), or the options ticked in a choices field. */
export type FormPropertySchema = FormStringSchema | FormChoicesSchema;

export interface FormStringSchema {
  type: 'string';
  title: string;
  maxLength: number;
  minLength?: number;
  pattern?: string;
  enum?: string[];
  default?: string;
}

/** A choices field: the options ticked, each once, at least one when required. */
export interface FormChoicesSchema {
  type: 'array';
  title: string;
  items: { type: 'string'; enum: string[] };
  uniqueItems: true;
  minItems?: number;
  // What only a string has, absent here: a reader of any field's schema finds none.
  enum?: undefined;
  maxLength?: undefined;
  minLength?: undefined;
  pattern?: undefined;
}

/** The rjsf uiSchema of one entry's form. */
export type FormUiSchema = Record<string, Record<string, unknown>> & { 'ui:order': string[] };

/** Which message to show for which failed JSON-Schema keyword of which field. */
export type FieldMessages = Record<string, { rule?: Text }>;

export interface MessageSpec {
  title: Text;
  /**
   * Field names with their labels, types, a choice's options (the English value and the text the
   * page's language shows) and the case they are asked in, in form order.
   */
  fields: { name: string; label: Text; type: FieldType; options?: { value: string; label: Text }[]; condition?: Condition }[];
  documents?: GuidanceText[];
  note?: Text;
  features?: Text[];
  price?: string;
  extra?: Text[];
  /** The closing request line; without it the message asks for help with the service. */
  request?: Text;
  /**
   * The service's English name, a plain string that stays English on every page: a message in
   * another language starts with the service number and this, so the desk can route it either way.
   */
  englishName: string;
}

export type Handoff = { type: 'whatsapp'; number: string } | { type: 'partner'; url: string };

export interface CompiledForm {
  schema: FormSchema;
  uiSchema: FormUiSchema;
  messages: FieldMessages;
  /** The fields asked only in some case, with that case (values as lists); the others are always asked. */
  conditions: Record<string, Condition>;
}

/** A `ShowWhen` with every value a list: what the engine and the schema's if/then evaluate. */
export type Condition = Record<string, string[]>;

/** A `GuidanceShowWhen` with every option value a list: the case of a document or note. */
export type GuidanceCondition = Record<string, string[] | AgeCase>;

/**
 * A field as the checks, the compiler and the pages read it: labelled (a contact field without a label
 * of its own takes the default one: contact-field.ts) and, once compiled, with a choice's values (defaults.ts: a page's
 * copy of the entry in one language keeps them beside its translated options) and an office
 * field's offices (office-field.ts).
 */
export interface CompiledField extends FieldSource {
  label: Text;
  values?: string[];
  offices?: OfficeChoice[];
}

/** An entry as the checks, the compiler and the pages read it: its fields are compiled ones. */
export interface CompiledSource extends Omit<EntrySource, 'fields'> {
  fields?: CompiledField[];
}

export interface CompiledEntry {
  source: CompiledSource;
  /** Path of the YAML file, relative to the catalogue folder's parent (catalog/vehicle/x.yaml). */
  file: string;
  id: string;
  route: string;
  kind: EntryKind;
  start: StartView;
  /** Terms of the terms view: the site's terms then the entry's extraTerms. */
  terms: Text[];
  form: CompiledForm | null;
  message: MessageSpec | null;
  handoff: Handoff | null;
}

/** A card of a listing page. */
export interface ListingCard {
  id: string;
  title: Text;
  description: Text;
  icon: string;
  link: string;
  /** Partner cards: who runs the service and the affiliate link the card opens. */
  provider?: Text;
  affiliateLink?: string;
}

export interface Catalog {
  site: SiteSource;
  /** The state's public holidays (YYYY-MM-DD, sorted) from holidays.yaml: not working days. */
  holidays: string[];
  /** The transport offices of offices.yaml (none without the file). */
  offices: OfficeSource[];
  entries: CompiledEntry[];
  listings: Record<ListingId, ListingCard[]>;
}
