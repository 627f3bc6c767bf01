import { List, Text } from '@mantine/core';
import type { SourceLink } from '../catalog/types';
import { dateFormat } from '../shared/i18n/date-format';
import { tx } from '../shared/i18n/localize';
import { t } from '../shared/i18n/t';
import { ExternalLink } from '../shared/ui/external-link';
import { Section } from './section';

// The date as a visitor reads it (22 November 2026); the catalogue's dates are calendar days, so UTC.
const reviewDate = () => dateFormat({ day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });

/** A catalogue date (YYYY-MM-DD) as a visitor reads it, in the page's language. */
export const calendarDate = (day: string) => reviewDate().format(new Date(`${day}T00:00:00Z`));

/** "Official references" (new-tab links) and "Last reviewed <date>", where the entry gives them. */
export function SourcesView({ sources, reviewed }: { sources?: SourceLink[]; reviewed?: string }) {
  if (!sources?.length && !reviewed) return null;
  const [before, after] = t('guide.reviewed').split('{date}');
  return (
    <Section title={t('guide.sources')}>
      {sources && sources.length > 0 && (
        <List spacing="xs" mb={reviewed ? 'sm' : 0}>
          {sources.map((source) => (
            <List.Item key={source.url}>
              <ExternalLink href={source.url}>{tx(source.title)}</ExternalLink>
            </List.Item>
          ))}
        </List>
      )}
      {reviewed && (
        <Text size="sm" c="dimmed" data-testid="last-reviewed">
          {before}
          <time dateTime={reviewed}>{calendarDate(reviewed)}</time>
          {after}
        </Text>
      )}
    </Section>
  );
}
