import { optionValues } from '../catalog/defaults';
import type { CompiledEntry } from '../catalog/types';
import { tx } from '../shared/i18n/localize';
import { t } from '../shared/i18n/t';
import { caseQuestions, fittingItems, guidedItems, type CaseChoice } from './case-choice';
import { Section } from './section';

export interface CaseChooserProps {
  entry: CompiledEntry;
  choice: CaseChoice;
  onChoose: (name: string, value: string | null) => void;
}

/**
 * "What applies to you": the questions the page's cases name, each with "Show every case" first, so
 * the visitor says their case before the documents, steps and fees and sees that case's only. The
 * prerendered page (and its print) lists every case until an answer is chosen. Native radios: the
 * start view's code is on every page's first tap, and Mantine's Radio would add 4 KB to it; plain
 * elements, as Mantine's inline styles would take the largest page's HTML past its first round trip.
 */
export function CaseChooser({ entry, choice, onChoose }: CaseChooserProps) {
  const questions = caseQuestions(entry, choice);
  if (questions.length === 0) return null;
  const items = guidedItems(entry);
  const hidden = items.length - fittingItems(items, choice).length;
  return (
    <Section title={t('guide.yourCase')}>
      <div className="case-chooser" data-testid="case-chooser">
        <p>{t('guide.yourCaseHint')}</p>
        {questions.map((field) => (
          <fieldset key={field.name} className="case-question">
            <legend>{tx(field.label)}</legend>
            {['', ...optionValues(field)].map((value, i) => (
              <label key={value}>
                {/* The radio's value is its place: the English values are longer, in every page's HTML. */}
                <input type="radio" name={field.name} value={i} checked={(choice[field.name] ?? '') === value} onChange={() => onChoose(field.name, value || null)} />
                {i === 0 ? t('guide.caseEvery') : field.options?.[i - 1] ? tx(field.options[i - 1]!) : value}
              </label>
            ))}
          </fieldset>
        ))}
        <p role="status" data-testid="case-hidden">
          {hidden > 0 ? t('guide.caseHidden', { count: String(hidden) }) : ''}
        </p>
      </div>
    </Section>
  );
}
