import { Button, Group, Paper, Text, Title } from '@mantine/core';
import { t } from '../shared/i18n/t';

interface Props {
  /** The service's title: all this box shows of the request. */
  service: string;
  onMine: () => void;
  onRemove: () => void;
}

/**
 * A draft or a request kept for WhatsApp from an earlier browser session may be someone else's on a
 * shared phone (drafts.ts): its page names only the service and asks before it opens the answers.
 */
export function EarlierDraft({ service, onMine, onRemove }: Props) {
  return (
    <Paper withBorder className="p-md-lg" radius="md" role="region" aria-labelledby="earlier-title" data-testid="earlier-draft">
      <Title order={2} fz="lg" id="earlier-title">
        {t('earlier.title')}
      </Title>
      <Text size="sm" mt="xs">
        {t('earlier.text', { service })}
      </Text>
      <Group gap="sm" mt="md">
        <Button onClick={onMine}>{t('earlier.mine')}</Button>
        <Button variant="default" c="red.8" onClick={onRemove}>
          {t('earlier.remove')}
        </Button>
      </Group>
    </Paper>
  );
}
