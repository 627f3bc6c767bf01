import { Button, Paper, SimpleGrid, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import type { IntroSource } from '../catalog/types';
import { tx } from '../shared/i18n/localize';
import { t } from '../shared/i18n/t';
import { Icon } from '../shared/ui/icon';

export function IntroView({ intro, onStart }: { intro: IntroSource; onStart: () => void }) {
  return (
    <Stack gap="lg">
      <Paper withBorder p="lg" radius="md" component="section">
        <Title order={2} fz="lg" mb="sm">
          {intro.aboutTitle ? tx(intro.aboutTitle) : t('intro.about')}
        </Title>
        <Text>{tx(intro.about)}</Text>
      </Paper>
      <section aria-labelledby="benefits-title">
        <Title order={2} fz="lg" mb="sm" id="benefits-title">
          {t('intro.benefits')}
        </Title>
        <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }} spacing="md">
          {intro.benefits.map((tile, i) => (
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
        </SimpleGrid>
      </section>
      <Button fullWidth size="md" onClick={onStart}>
        {tx(intro.startLabel)}
      </Button>
    </Stack>
  );
}
