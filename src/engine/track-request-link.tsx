import { Anchor, Text } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { t } from '../shared/i18n/t';

/** After sending: where the visitor can follow the request, with its service number filled in. */
export function TrackRequestLink({ serviceNumber }: { serviceNumber: string }) {
  return (
    <Text size="sm" mt={4}>
      <Anchor component={Link} to="/track" search={{ serviceNumber } as never} fw={600} data-testid="track-request-link">
        {t('form.trackRequest')}
      </Anchor>
    </Text>
  );
}
