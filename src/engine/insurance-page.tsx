import { Badge, Container, Group, List, Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { Check } from 'lucide-react';
import { site } from '../catalog/client';
import type { CompiledEntry } from '../catalog/types';
import { tx } from '../shared/i18n/localize';
import { t } from '../shared/i18n/t';
import { ExternalButton } from '../shared/ui/external-link';
import { Icon } from '../shared/ui/icon';
import { BackLink } from './back-link';
import { TileGrid } from './tile-grid';
import { ResponsiveGrid } from '../shared/ui/responsive-grid';

const STAT_KEYS = ['customers', 'claimSupport', 'digital'];

/** /vehicle-insurance: bike and car offers that open the insurer's quote page in a new tab. */
export function InsurancePage({ entry }: { entry: CompiledEntry }) {
  const { source } = entry;
  const stats = STAT_KEYS.flatMap((key) => site.figures.filter((f) => f.key === key));
  return (
    <Container size="md" py="lg" px="md">
      <BackLink back={source.back} />
      <Stack gap={4} my="lg">
        <Title order={1} className="fz-26-34">
          {tx(source.title)}
        </Title>
        <Text c="dimmed">{tx(source.description)}</Text>
      </Stack>
      <ResponsiveGrid cols={{ base: 1, sm: 2 }} spacing="lg">
        {(source.offers ?? []).map((offer) => {
          const link = site.links[offer.link];
          if (!link) return null;
          return (
            <Paper key={offer.id} withBorder p="lg" radius="md" component="article" aria-labelledby={`offer-${offer.id}`}>
              <Group justify="space-between" mb="sm" wrap="nowrap">
                <ThemeIcon size={48} radius="md" variant="light" aria-hidden="true">
                  <Icon name={offer.icon} size={28} />
                </ThemeIcon>
                {/* Wraps rather than cuts a provider's line longer than the badge (a translation's). */}
                <Badge variant="light" h="auto" miw={0} styles={{ label: { whiteSpace: 'normal', overflow: 'visible', textAlign: 'end' } }}>
                  {t('listing.poweredBy', { provider: tx(link.provider ?? link.label) })}
                </Badge>
              </Group>
              <Title order={2} fz="xl" id={`offer-${offer.id}`}>
                {tx(offer.title)}
              </Title>
              <Text c="dimmed" mb="sm">
                {tx(offer.text)}
              </Text>
              <List spacing="xs" mb="lg" icon={<Check size={16} color="var(--mantine-color-green-7)" aria-hidden="true" />}>
                {offer.features.map((f, i) => (
                  <List.Item key={i}>{tx(f)}</List.Item>
                ))}
              </List>
              <ExternalButton href={link.url} fullWidth size="md">
                {tx(offer.cta)}
              </ExternalButton>
            </Paper>
          );
        })}
      </ResponsiveGrid>
      <ResponsiveGrid cols={3} spacing="sm" my="xl" component="dl">
        {stats.map((s) => (
          <Paper key={s.key} p="md" radius="md" bg="var(--mantine-color-blue-light)" ta="center" style={{ display: 'flex', flexDirection: 'column-reverse' }}>
            {/* Three boxes fit a 360 px screen; a word longer than its box (a translation's) breaks. */}
            <Text component="dt" size="sm" style={{ overflowWrap: 'anywhere' }}>
              {tx(s.label)}
            </Text>
            <Text component="dd" fw={800} className="fz-lg-xl" m={0}>
              {tx(s.value)}
            </Text>
          </Paper>
        ))}
      </ResponsiveGrid>
      {source.highlights && source.highlights.length > 0 && (
        <section aria-labelledby="why-title">
          <Title order={2} fz="xl" mb="md" id="why-title">
            {t('insurance.whyTitle')}
          </Title>
          <TileGrid tiles={source.highlights} />
        </section>
      )}
    </Container>
  );
}
