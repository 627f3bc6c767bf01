import { Container, Stack, Title } from '@mantine/core';
import { FixLinkIsland } from '../engine/fix-link-island';
import { t } from '../shared/i18n/t';
import { Island } from '../shared/islands/island';

// The fix link page: its heading, then the island that opens the correction (fix-link-island.tsx).
export default function FixLinkRoutePage() {
  return (
    <Container size="sm" py="lg" px="md">
      <Stack gap="md">
        <Title order={1} className="fz-26-32">
          {t('fix.pageTitle')}
        </Title>
        <Island name="fix-link" component={FixLinkIsland} props={{}} hydrate="load" />
      </Stack>
    </Container>
  );
}
