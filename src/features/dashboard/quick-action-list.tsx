import { Card, Group, Paper, SimpleGrid, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { tx } from '../../shared/i18n/localize';
import { t } from '../../shared/i18n/t';
import { useListing } from '../../shared/listing/use-listing';
import { Icon } from '../../shared/ui/icon';
import classes from '../../shared/ui/link-card.module.css';
import { BrowseServicesLinks } from './browse-services-links';
import { pickQuickActions } from './quick-actions';

/** Quick Actions: from the live listing, so an admin's pause or new card shows here as on the public pages. */
export function QuickActions() {
  const listing = useListing();
  const list = pickQuickActions(listing.cards.vehicle, listing.cards['driving-licence']);
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby="quick-actions">
      <Title order={2} fz="lg" mb="sm" id="quick-actions">
        {t('dash.quickActions')}
      </Title>
      {list.length === 0 ? (
        <Stack gap={4}>
          <Text size="sm">{t('dash.quickActionsEmpty')}</Text>
          <BrowseServicesLinks />
        </Stack>
      ) : (
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="sm" component="ul" className="plain-list">
          {list.map((card) => (
            <li key={card.key}>
              <Card component={Link} to={card.link} withBorder radius="md" padding="sm" className={classes.card} data-testid="quick-action">
                <Group wrap="nowrap" gap="sm">
                  <ThemeIcon size={36} radius="md" variant="light" aria-hidden="true">
                    <Icon name={card.icon} size={20} />
                  </ThemeIcon>
                  <Text size="sm" fw={600}>
                    {tx(card.title)}
                  </Text>
                </Group>
              </Card>
            </li>
          ))}
        </SimpleGrid>
      )}
    </Paper>
  );
}
