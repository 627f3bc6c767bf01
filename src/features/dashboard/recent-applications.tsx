import { Anchor, Paper, Stack, Text, Title } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import type { RequestView, SessionUser } from '../../shared/api/answers';
import { t } from '../../shared/i18n/t';
import { ApplicationItem } from './application-item';
import { BrowseServicesLinks } from './browse-services-links';
import { SignedOutNote } from './signed-out-note';

const SHOWN = 3;

export function RecentApplications({ requests, user }: { requests: RequestView[]; user: SessionUser }) {
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby="recent-applications">
      <Title order={2} fz="lg" mb="sm" id="recent-applications">
        {t('dash.recentApplications')}
      </Title>
      {requests.length === 0 ? (
        <Stack gap="xs">
          <Text size="sm">{t('dash.noApplications')}</Text>
          <BrowseServicesLinks />
        </Stack>
      ) : (
        <Stack gap="sm" component="ul" className="plain-list">
          {requests.slice(0, SHOWN).map((request) => (
            <ApplicationItem key={request.id} request={request} />
          ))}
        </Stack>
      )}
      <Stack gap={4} mt="sm">
        <SignedOutNote user={user} />
        {requests.length > 0 && (
          <Anchor component={Link} to="/dashboard/applications" size="sm">
            {t('dash.allApplications')}
          </Anchor>
        )}
      </Stack>
    </Paper>
  );
}
