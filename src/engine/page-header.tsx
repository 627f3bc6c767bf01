import { Anchor, Group, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { ArrowLeft } from 'lucide-react';
import type { EntrySource } from '../catalog/types';
import { tx } from '../shared/i18n/localize';
import { Icon } from '../shared/ui/icon';

export function PageHeader({ entry }: { entry: EntrySource }) {
  return (
    <Stack gap="sm" mb="lg">
      <Anchor component={Link} to={entry.back.to} size="sm">
        <Group gap={4} component="span">
          <ArrowLeft size={16} aria-hidden="true" />
          {tx(entry.back.label)}
        </Group>
      </Anchor>
      <Group wrap="nowrap" align="flex-start">
        <ThemeIcon size={48} radius="md" variant="light" aria-hidden="true">
          <Icon name={entry.icon} size={28} />
        </ThemeIcon>
        <Stack gap={4}>
          <Title order={1} fz={{ base: 24, sm: 32 }}>
            {tx(entry.title)}
          </Title>
          <Text c="dimmed">{tx(entry.description)}</Text>
        </Stack>
      </Group>
    </Stack>
  );
}
