import { Center, Loader, Stack, Text } from '@mantine/core';
import { t } from '../i18n/t';

/** "Loading…" in the middle of the page: where a page the browser draws waits for its code or its data. */
export function PageLoading() {
  return (
    <Center mih="50vh" role="status">
      <Stack align="center" gap="xs">
        <Loader size="md" aria-hidden="true" />
        <Text c="dimmed">{t('page.loading')}</Text>
      </Stack>
    </Center>
  );
}
