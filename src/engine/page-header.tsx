import { Group, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import type { EntrySource } from '../catalog/types';
import { tx } from '../shared/i18n/localize';
import { Icon } from '../shared/ui/icon';
import { BackLink } from './back-link';

export function PageHeader({ entry }: { entry: EntrySource }) {
  return (
    <Stack gap="sm" mb="lg">
      <BackLink back={entry.back} />
      <Group wrap="nowrap" align="flex-start">
        <ThemeIcon size={48} radius="md" variant="light" aria-hidden="true">
          <Icon name={entry.icon} size={28} />
        </ThemeIcon>
        <Stack gap={4}>
          <Title order={1} className="fz-24-32">
            {tx(entry.title)}
          </Title>
          <Text c="dimmed">{tx(entry.description)}</Text>
        </Stack>
      </Group>
    </Stack>
  );
}
