import { Box, Text } from '@mantine/core';
import { DATA_KINDS } from '../../core/data-kinds';
import { t } from '../i18n/t';
import { DataKindTable } from './data-kind-table';

const ACCOUNT = DATA_KINDS.find((kind) => kind.key === 'account')!;

/**
 * What an account keeps, above the sign-up form's consent box and the dashboard's when it asks again:
 * the account's item of the one list the privacy policy reads, open, since the box agrees to exactly
 * this (its version is accountNoticeVersion's). On the sign-up page it is plain HTML, outside the
 * form's island, so its texts add nothing to the script the form needs.
 */
export function AccountNotice() {
  return (
    <Box data-testid="account-notice" mb="md">
      <Text size="sm" fw={600} mb={4}>
        {t('signup.notice')}
      </Text>
      <DataKindTable kind={ACCOUNT} />
    </Box>
  );
}
