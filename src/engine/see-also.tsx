import { Alert, Anchor, Stack, Text } from '@mantine/core';
import { entries } from '../catalog/client';
import type { EntrySource } from '../catalog/types';
import { tx } from '../shared/i18n/localize';
import { t } from '../shared/i18n/t';
import { PageLink } from '../shared/islands/page-link';

/** The entry's "looking for something else?" links, shown before its terms, info or form. */
export function SeeAlso({ links }: { links: NonNullable<EntrySource['seeAlso']> }) {
  return (
    <Alert variant="light" color="blue" mb="lg" title={t('seeAlso.title')} styles={{ title: { color: 'var(--mantine-color-text)' } }} data-testid="see-also">
      <Stack gap="xs">
        {links.map((link) => {
          const target = entries.find((e) => e.id === link.entry);
          if (!target) return null;
          return (
            <Text size="sm" key={link.entry}>
              {tx(link.text)}{' '}
              <Anchor component={PageLink} to={target.route} fw={600} c="blue.9">
                {tx(target.title)}
              </Anchor>
            </Text>
          );
        })}
      </Stack>
    </Alert>
  );
}
