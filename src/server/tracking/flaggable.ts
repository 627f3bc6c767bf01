// What the desk may flag on a request: the fields and documents its case showed the visitor
// (src/catalog/case-shows.ts). The console's return dialog offers these and the return accepts only
// these; a request recorded before cases keeps every field and document of its entry.
import { caseListsDocument, fieldsCaseShows } from '../../catalog/case-shows';
import { fieldConditions } from '../../catalog/condition-cases';
import type { Lang } from '../../core/languages';
import type { SeedEntry } from '../services/catalog-seed';

export interface Flaggable {
  /** Field names, in form order. */
  fields: string[];
  /** Documents in every language, in guidance order. */
  documents: Record<Lang, string>[];
}

export function flaggable(entry: SeedEntry, caseAnswers: Readonly<Record<string, unknown>> | undefined): Flaggable {
  const answers = caseAnswers ?? {};
  const source = entry.caseSource;
  const shown = fieldsCaseShows(source, fieldConditions(source.fields ?? []), answers);
  const hidden = new Set((source.fields ?? []).map((f) => f.name).filter((name) => !shown.has(name)));
  return {
    fields: entry.fields.filter((name) => !hidden.has(name)),
    documents: entry.documents.filter((_, i) => caseListsDocument(source, entry.documentConditions[i] ?? undefined, shown, answers)),
  };
}
