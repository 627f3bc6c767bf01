import { Alert, Container, Stack, Text } from '@mantine/core';
import { Clock } from 'lucide-react';
import { site } from '../catalog/client';
import type { EntrySource } from '../catalog/types';
import { tx } from '../shared/i18n/localize';
import { t } from '../shared/i18n/t';
import { ContactButtons } from '../shared/ui/support-buttons';
import { PageHeader } from './page-header';

/** The page of an entry an admin has paused: what it is, that it is unavailable for now, and how to reach us instead. No form. */
export function PausedPage({ entry }: { entry: EntrySource }) {
  const service = tx(entry.title);
  return (
    <Container size="sm" py="lg" px="md">
      <PageHeader entry={entry} />
      <Alert color="orange" variant="light" title={t('listing.paused.title')} icon={<Clock size={18} aria-hidden="true" />} data-testid="service-paused">
        <Stack gap="md">
          <Text size="sm">{t('listing.paused.text', { service, hours: tx(site.contact.hours) })}</Text>
          <ContactButtons message={t('listing.paused.whatsappMessage', { service })} />
        </Stack>
      </Alert>
    </Container>
  );
}
