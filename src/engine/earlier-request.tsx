import { Button, Group, Text } from '@mantine/core';
import { t } from '../shared/i18n/t';

interface Props {
  /** The service's title: all the notice shows of the request. */
  service: string;
  onMine: () => void;
  onRemove: () => void;
}

/**
 * A request kept for WhatsApp in an earlier browser session, as the notice of unsent requests names
 * it (unsent-requests-notice.tsx): by its service only, until the visitor says it is theirs.
 */
export function EarlierRequest({ service, onMine, onRemove }: Props) {
  return (
    <>
      <Text size="sm" fw={600}>
        {t('earlier.title')}
      </Text>
      <Text size="sm">{t('earlier.text', { service })}</Text>
      <Group gap="xs" mt={4}>
        <Button size="xs" aria-label={t('earlier.mineOne', { service })} onClick={onMine}>
          {t('earlier.mine')}
        </Button>
        <Button size="xs" variant="default" c="red.8" aria-label={t('earlier.removeOne', { service })} onClick={onRemove}>
          {t('earlier.remove')}
        </Button>
      </Group>
    </>
  );
}
