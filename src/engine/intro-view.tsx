import { Button, Paper, Stack, Text, Title } from '@mantine/core';
import type { IntroSource } from '../catalog/types';
import { tx } from '../shared/i18n/localize';
import { t } from '../shared/i18n/t';
import { STARTS_FORM } from '../shared/islands/form-skeleton-marks';
import { TileGrid } from './tile-grid';

/** A partner page's start view; `onIntent` fires when the visitor reaches for the button (hover, touch, focus). */
export function IntroView({ intro, onStart, onIntent }: { intro: IntroSource; onStart: () => void; onIntent?: () => void }) {
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
        <TileGrid tiles={intro.benefits} />
      </section>
      <Button fullWidth size="md" onClick={onStart} onPointerEnter={onIntent} onTouchStart={onIntent} onFocus={onIntent} {...{ [STARTS_FORM]: '' }}>
        {tx(intro.startLabel)}
      </Button>
    </Stack>
  );
}
