import { List, Text } from '@mantine/core';
import { figureNotes } from '../../catalog/client-figures';
import { dateFormat } from '../i18n/date-format';
import { tx } from '../i18n/localize';
import { t } from '../i18n/t';
import { figuresOf } from './figures';


/** "25 November 2026" for a figure's asOf (YYYY-MM-DD), the same on the server and in the browser. */
export function asOfDate(asOf: string): string {
  return dateFormat({ day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' }).format(new Date(`${asOf}T00:00:00Z`));
}

/**
 * Under figures: what each one counts, whose count it is, and as of when (site.yaml counts, asOf).
 * Loaded below the fold with its data (virtual:catalog/figures), so the first load does not carry it.
 */
export default function FigureNotes({ keys }: { keys: readonly string[] }) {
  const figures = figuresOf(keys).flatMap((figure) => figureNotes.filter((n) => n.key === figure.key).map((note) => ({ ...figure, ...note })));
  if (figures.length === 0) return null;
  return (
    <>
      <Text size="sm" fw={600} mt="md">
        {t('figures.notesTitle')}
      </Text>
      <List size="sm" spacing={2} data-testid="figure-notes">
        {figures.map((f) => (
          <List.Item key={f.key}>
            {tx(f.label)}: {tx(f.counts)} ({t('figures.asOf', { date: asOfDate(f.asOf) })})
          </List.Item>
        ))}
      </List>
    </>
  );
}
