// The catalogue format as authored (YAML) and as compiled (what the app, server and tests use).
// The authored shape is defined by schemas/catalog-entry.schema.json and schemas/site.schema.json;
// these types mirror them.

import type { Text } from '../core/text.ts';
import type { CheckRule } from './check-rules.ts';
import type { PerUnit } from './fee-units.ts';

/** A user-visible text (src/core/text.ts). */
export type { Text };

export type EntryKind = 'request' | 'rto-info' | 'partner' | 'insurance';
export type StartView = 'terms' | 'info' | 'intro' | 'none';
import type { FREE_FIELD_TYPES, InputMode, TypedFieldType } from '../core/field-types.ts';

export type FieldType = (typeof FREE_FIELD_TYPES)[number] | TypedFieldType;

/** A transport office of catalog/offices.yaml, which an `office` field offers (offices.ts reads them). */
export interface OfficeSource {
  id: string;
  kind: 'rto' | 'unit' | 'dto';
  name: Text;
  district: Text;
  codes: string[];
  address: Text;
  source: { url: string; asOf: string };
}

/** What a page and the server know of an office. */
export type OfficeChoice = Pick<OfficeSource, 'id' | 'name' | 'district' | 'address'>;

/**
 * The case a field or a piece of guidance applies to: earlier choice field -> one of its options
 * (English text) or a list of them. Every key must hold; a list holds for any one of its values.
 */
export type ShowWhen = Record<string, string | string[]>;

/**
 * An age case on a date field (the date of birth): the full years from the date answered to the day
 * of sending are at least `yearsAtLeast` and below `yearsBelow` (either or both).
 */
export interface AgeCase {
  yearsAtLeast?: number;
  yearsBelow?: number;
}

/** The case of a document or note: a `ShowWhen` whose keys may also name a date field with an age case. */
export type GuidanceShowWhen = Record<string, string | string[] | AgeCase>;

/** A form's answer: a field's text, or the options ticked in a choices field (English values). */
export type Answer = string | string[];

/** A document or note: a text, or a text for one case only. */
export type GuidanceText = Text | { text: Text; showWhen: GuidanceShowWhen };

export interface FieldSource {
  name: string;
  label: Text;
  type: FieldType;
  hint?: Text;
  upperCase?: boolean;
  maxLength?: number;
  rows?: number;
  /** The English text of an option is its value (kept by the form, sent in the message). */
  options?: Text[];
  /**
   * A choice or choices field's values (each option's English text), filled in by the compiler: a
   * page's copy of the entry in one language keeps them beside its translated options.
   */
  values?: string[];
  /** For a choice field, the English text of one of the options (a choices field has none). */
  default?: string;
  inputMode?: InputMode;
  /** Date fields: the date is a birth date, and the age on the day of sending must be at least this. */
  minAge?: number;
  /** Date fields: the age on the day of sending must be at most this. */
  maxAge?: number;
  showWhen?: ShowWhen;
  /** An office field's offices, filled in by the compiler from offices.yaml (office-field.ts). */
  offices?: OfficeChoice[];
}

export interface RuleSource {
  field: string;
  exactLength?: number;
  pattern?: string;
  message: Text;
}

export interface Step {
  title: Text;
  text: Text;
  showWhen?: ShowWhen;
}

export interface Tile {
  title: Text;
  text: Text;
  icon: string;
}

export interface InfoSource {
  about: Text;
  situationsTitle?: Text;
  situations: Text[];
  documents: GuidanceText[];
  forms?: string[];
  steps: Step[];
  notes?: GuidanceText[];
  fee?: Text;
}

/** What a request page explains before its terms and form. */
export interface GuideSource {
  about: Text;
  documents: GuidanceText[];
  steps: Step[];
  fee?: Text;
}

/** An official page or rule an entry's facts rest on. */
export interface SourceLink {
  title: Text;
  url: string;
}

/** Where an official fee is paid. */
export type FeeCollector = 'sarathi' | 'vahan' | 'rto-counter' | 'post';

/** One official fee of an entry's fee sheet (docs/catalogue.md, "fees"). */
export interface FeeSource {
  for: Text;
  /** Whole rupees; with `per`, the amount of one year, month or day begun or one class. None: no official page states it, the RTO does. */
  amount?: number;
  collectedBy: FeeCollector;
  showWhen?: ShowWhen;
  /** How many times the amount applies, counted from the field `from` names (src/catalog/fee-units.ts). */
  per?: PerUnit;
  from?: string;
  /** The amount is not confirmed for Andhra Pradesh: the case's total reads as an estimate. */
  estimate?: true;
  /** Charged only where the form cannot tell (a card, if Andhra Pradesh issues one): listed with its note, never in the total. */
  mayApply?: true;
  /** Why: an estimate's doubt, a ₹0's reason, or what decides a fee without an amount. Shown with the fee everywhere. */
  note?: Text;
  source: { url: string; title: Text; asOf: string };
}

/** How long an entry's work usually takes, in one case (docs/catalogue.md, "expectedTime"). */
export interface ExpectedTimeSource {
  days: number;
  /** working: Sundays and catalog/holidays.yaml's days are not counted; calendar: every day is. */
  counting: 'working' | 'calendar';
  showWhen?: ShowWhen;
  source: { url: string; title: Text; asOf: string };
}

export interface IntroSource {
  aboutTitle?: Text;
  about: Text;
  benefits: Tile[];
  startLabel: Text;
}

export interface MessageSource {
  title: Text;
  documents?: boolean;
  note?: Text;
  features?: Text[];
  price?: string;
  extra?: Text[];
  request?: Text;
}

export interface OfferSource {
  id: string;
  title: Text;
  text: Text;
  icon: string;
  features: Text[];
  link: string;
  cta: Text;
}

export interface EntrySource {
  id: string;
  route: string;
  kind: EntryKind;
  title: Text;
  description: Text;
  icon: string;
  /** What people call the service, for the service search (src/catalog/search-index.ts); never shown. */
  keywords?: string[];
  prefix?: string;
  prefixGroup?: string;
  back: { to: string; label: Text };
  start?: StartView;
  extraTerms?: Text[];
  info?: InfoSource;
  guide?: GuideSource;
  sources?: SourceLink[];
  /** YYYY-MM-DD: when the entry was last checked against its sources. */
  reviewed?: string;
  intro?: IntroSource;
  partnerLink?: string;
  fields?: FieldSource[];
  required?: string[];
  rules?: RuleSource[];
  submitLabel?: Text;
  formNote?: Text;
  message?: MessageSource;
  /** The official fee sheet (pages with a form). */
  fees?: FeeSource[];
  /** How long it usually takes: the first item whose showWhen holds applies. */
  expectedTime?: ExpectedTimeSource[];
  offers?: OfferSource[];
  highlights?: Tile[];
  /** Other services a visitor of this page may really be looking for (a lost RC on the RC card page). */
  seeAlso?: { entry: string; text: Text }[];
}

export interface SiteLink {
  url: string;
  label: Text;
  provider?: Text;
}

export type ListingId = 'vehicle-services' | 'driving-licence-services' | 'rto' | 'partners';

export interface SiteFigure {
  key: string;
  value: Text;
  label: Text;
  counts: Text;
  asOf: string;
  amount?: number;
  /** The repository's example figure: a build for a real address refuses it (example-site-values.ts). */
  example?: true;
}

/** The site as every page carries it: the figures without what they count (virtual:catalog/figures). */
export type ClientSite = Omit<SiteSource, 'figures'> & {
  figures: Omit<SiteFigure, 'counts' | 'asOf'>[];
  /** The site still carries example values (contact, service fee or figures): pages say so. */
  examples: boolean;
};

export interface SiteSource {
  name: Text;
  /** Who answers complaints about personal data; a build for a real address needs it (example-contacts.ts). */
  grievanceOfficer?: { name: Text; email: string };
  contact: { whatsapp: string; phone: string; email: string; address: Text; hours: Text };
  links: Record<string, SiteLink>;
  /** The operator's figures: each says what it counts and as of when (YYYY-MM-DD); `amount` for the statistics strip. */
  figures: SiteFigure[];
  texts: {
    disclaimer: Text;
    rtoNotice: Text;
    biometricNotice: Text;
    consent: Text;
    closing: Text;
    whatsappRedirect?: Text;
    /** Under the steps of every service page: we never ask for an OTP or password. */
    credentialsSafety?: Text;
    /** With credentialsSafety: a copy of an Aadhaar sent to the desk is a masked one. */
    maskedAadhaar?: Text;
  };
  terms: Text[];
  listings: Record<ListingId, string[]>;
  /** Our own service fee in whole rupees (default, and by entry id); never part of the official total. */
  serviceFee?: { default: number; entries?: Record<string, number>; example?: true };
  /** The reasons the desk picks from when it returns a request for correction, each with what it fits. */
  fixReasons?: Record<FixReasonKey, FixReasonSource>;
  /** How long the desk takes to do its part where the entry states no official time (the console's due date). */
  deskTime?: DeskTimeSource;
}

/** The desk's own target for a request whose entry gives no expectedTime for its case. */
export interface DeskTimeSource {
  days: number;
  counting: ExpectedTimeSource['counting'];
  example?: true;
}

/** The preset reasons of a return for correction (site.yaml `fixReasons`). */
export const FIX_REASON_KEYS = ['nameDiffers', 'photoUnreadable', 'documentMissing', 'numberWrong'] as const;
export type FixReasonKey = (typeof FIX_REASON_KEYS)[number];

/** What a preset reason may be given for: a field of one of these types, or a document of the guidance. */
export type FixReasonFit = FieldType | 'document';

/** One preset reason: its text, and the targets it fits (src/catalog/fix-reason-fits.ts). */
export interface FixReasonSource {
  text: Text;
  fits: FixReasonFit[];
}

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

export interface CompiledEntry {
  source: EntrySource;
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
