import { Alert, Stack, Text } from '@mantine/core';
import { Clock } from 'lucide-react';
import { site } from '../catalog/client';
import type { EntrySource } from '../catalog/types';
import { tx } from '../shared/i18n/localize';
import { t } from '../shared/i18n/t';
import { ContactButtons } from '../shared/ui/support-buttons';

/** Under a paused entry's header: that it is unavailable for now, and how to reach us instead. */
export function PausedNotice({ entry }: { entry: EntrySource }) {
  const service = tx(entry.title);
  return (
    <Alert color="orange" variant="light" title={t('listing.paused.title')} icon={<Clock size={18} aria-hidden="true" />} data-testid="service-paused">
      <Stack gap="md">
        <Text size="sm">{t('listing.paused.text', { service, hours: tx(site.contact.hours) })}</Text>
        <ContactButtons message={t('listing.paused.whatsappMessage', { service })} />
      </Stack>
    </Alert>
  );
}
