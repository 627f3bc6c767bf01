import { Anchor, Text } from '@mantine/core';
import { t } from '../shared/i18n/t';
import { PageLink } from '../shared/islands/page-link';

/** After sending: where the visitor can follow the request, with its service number filled in. */
export function TrackRequestLink({ serviceNumber }: { serviceNumber: string }) {
  return (
    <Text size="sm" mt={4}>
      <Anchor component={PageLink} to="/track" search={{ serviceNumber }} fw={600} data-testid="track-request-link">
        {t('form.trackRequest')}
      </Anchor>
    </Text>
  );
}
