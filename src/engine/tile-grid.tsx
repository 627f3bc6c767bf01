import { Paper, Text, ThemeIcon, Title } from '@mantine/core';
import type { Tile } from '../catalog/types';
import { tx } from '../shared/i18n/localize';
import { Icon } from '../shared/ui/icon';
import { ResponsiveGrid } from '../shared/ui/responsive-grid';

/** Icon tiles with a heading and a sentence: partner benefits, insurance highlights. */
export function TileGrid({ tiles }: { tiles: Tile[] }) {
  return (
    <ResponsiveGrid cols={{ base: 1, xs: 2, md: 3 }} spacing="md">
      {tiles.map((tile, i) => (
        <Paper key={i} withBorder p="md" radius="md">
          <ThemeIcon variant="light" size={40} radius="md" mb="xs" aria-hidden="true">
            <Icon name={tile.icon} />
          </ThemeIcon>
          <Title order={3} fz="md">
            {tx(tile.title)}
          </Title>
          <Text size="sm" c="dimmed">
            {tx(tile.text)}
          </Text>
        </Paper>
      ))}
    </ResponsiveGrid>
  );
}
