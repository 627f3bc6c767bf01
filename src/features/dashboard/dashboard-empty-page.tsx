import { Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { Inbox } from 'lucide-react';
import type { MessageKey } from '../../shared/i18n/en';
import { t } from '../../shared/i18n/t';
import { BrowseServicesLinks } from './browse-services-links';

export type DashboardSection = 'vehicles' | 'applications' | 'reminders' | 'activities' | 'payments' | 'settings';

const sections: Record<DashboardSection, { title: MessageKey; text: MessageKey; extra?: MessageKey }> = {
  vehicles: { title: 'dash.vehiclesPage.title', text: 'dash.vehiclesPage.text' },
  applications: { title: 'dash.applicationsPage.title', text: 'dash.applicationsPage.text' },
  reminders: { title: 'dash.remindersPage.title', text: 'dash.remindersPage.text' },
  activities: { title: 'dash.activitiesPage.title', text: 'dash.activitiesPage.text' },
  payments: { title: 'dash.paymentsPage.title', text: 'dash.paymentsPage.text' },
  settings: { title: 'dash.settingsPage.title', text: 'dash.settingsPage.text', extra: 'dash.settingsPage.password' },
};

/**
 * A dashboard section that has no content yet (the sub-pages have no data source yet). It says so
 * plainly and points to the services, rather than showing made-up entries.
 */
export function DashboardEmptyPage({ section }: { section: DashboardSection }) {
  const { title, text, extra } = sections[section];
  return (
    <Stack gap="md">
      <Title order={1} fz={{ base: 24, sm: 30 }}>
        {t(title)}
      </Title>
      <Paper withBorder radius="md" p="xl" ta="center" data-testid="empty-state">
        <ThemeIcon size={48} radius="xl" variant="light" color="gray" mx="auto" mb="sm" aria-hidden="true">
          <Inbox size={26} />
        </ThemeIcon>
        <Title order={2} fz="lg" mb={4}>
          {t('dash.empty.title')}
        </Title>
        <Text size="sm" maw={520} mx="auto" mb="md">
          {t(text)}
        </Text>
        {extra && (
          <Text size="sm" maw={520} mx="auto" mb="md">
            {t(extra)}
          </Text>
        )}
        <Text size="sm" fw={600} mb={4}>
          {t('dash.empty.browse')}
        </Text>
        <BrowseServicesLinks align="center" withRto />
      </Paper>
    </Stack>
  );
}
