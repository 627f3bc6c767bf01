import { Anchor, Stack, type StackProps } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { t } from '../../shared/i18n/t';

/** Links to the service listings, where the dashboard has nothing of its own to show yet. */
export function BrowseServicesLinks({ withRto = false, ...props }: StackProps & { withRto?: boolean }) {
  return (
    <Stack gap={4} {...props}>
      <Anchor component={Link} to="/services/vehicle" size="sm">
        {t('dash.allVehicle')}
      </Anchor>
      <Anchor component={Link} to="/services/driving-licence" size="sm">
        {t('dash.allLicence')}
      </Anchor>
      {withRto && (
        <Anchor component={Link} to="/rto-assistance" size="sm">
          {t('notFound.rto')}
        </Anchor>
      )}
    </Stack>
  );
}
