import { Anchor, Paper, Stack, Text, Title } from '@mantine/core';
import { entries } from '../../catalog/client';
import type { RequestView } from '../../shared/api/answers';
import { tx } from '../../shared/i18n/localize';
import { t } from '../../shared/i18n/t';
import { PageLink } from '../../shared/islands/page-link';
import { unfinishedDrafts } from '../../engine/drafts';

/**
 * "Pick up where you left off": the forms this browser session started on this phone and has not
 * sent (a draft whose number the account's requests have was sent), each a link back to its form,
 * which opens with the answers. Nothing is shown when there is none, so nothing is promised.
 */
export function UnfinishedForms({ requests }: { requests: readonly RequestView[] }) {
  const sent = new Set(requests.map((r) => r.serviceNumber));
  const forms = unfinishedDrafts().flatMap((draft) => {
    const entry = entries.find((e) => e.id === draft.entryId);
    return entry && !sent.has(draft.serviceNumber) ? [{ ...draft, title: tx(entry.title), route: entry.route }] : [];
  });
  if (forms.length === 0) return null;
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby="unfinished-forms">
      <Title order={2} fz="lg" mb={4} id="unfinished-forms">
        {t('dash.unfinishedTitle')}
      </Title>
      <Text size="sm" c="dimmed" mb="sm">
        {t('dash.unfinishedText')}
      </Text>
      <Stack gap="xs" component="ul" className="plain-list">
        {forms.map((form) => (
          <li key={form.entryId} data-testid="unfinished-form">
            <Anchor component={PageLink} to={form.route} fw={600} size="sm">
              {form.title}
            </Anchor>
            <Text size="xs" c="dimmed">
              {t('form.serviceNumber')}: {form.serviceNumber}
            </Text>
          </li>
        ))}
      </Stack>
    </Paper>
  );
}
