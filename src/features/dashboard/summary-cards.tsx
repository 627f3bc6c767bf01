import { Card, Group, SimpleGrid, Text, ThemeIcon } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { Bell, Car, ClipboardList, type LucideIcon } from 'lucide-react';
import type { MessageKey } from '../../shared/i18n/en';
import { t } from '../../shared/i18n/t';
import classes from '../../shared/ui/link-card.module.css';

export interface SummaryCounts {
  vehicles: number;
  /** "20+" when more pages of requests exist than were loaded. */
  applications: string;
  reminders: number;
}

/** Registered Vehicles, Applications and due Reminders of this account, each linking to its page. */
export function SummaryCards({ counts }: { counts: SummaryCounts }) {
  const cards: { to: '/dashboard/vehicles' | '/dashboard/applications' | '/dashboard/reminders'; label: MessageKey; count: number | string; Icon: LucideIcon }[] = [
    { to: '/dashboard/vehicles', label: 'dash.vehicles', count: counts.vehicles, Icon: Car },
    { to: '/dashboard/applications', label: 'dash.applications', count: counts.applications, Icon: ClipboardList },
    { to: '/dashboard/reminders', label: 'dash.reminders', count: counts.reminders, Icon: Bell },
  ];
  return (
    <SimpleGrid cols={{ base: 1, xs: 3 }} spacing="md" component="ul" className="plain-list" aria-label={t('dash.summary')}>
      {cards.map(({ to, label, count, Icon }) => (
        <li key={to}>
          <Card component={Link} to={to} withBorder radius="md" padding="md" className={classes.card} data-testid="summary-card">
            <Group justify="space-between" wrap="nowrap" align="flex-start">
              <div>
                <Text fz={32} fw={800} lh={1.1} c="blue.9">
                  {count}
                </Text>
                <Text size="sm" fw={600}>
                  {t(label)}
                </Text>
              </div>
              <ThemeIcon size={40} radius="md" variant="light" aria-hidden="true">
                <Icon size={22} />
              </ThemeIcon>
            </Group>
          </Card>
        </li>
      ))}
    </SimpleGrid>
  );
}
