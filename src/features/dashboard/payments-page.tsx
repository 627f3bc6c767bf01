import { Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { CreditCard } from 'lucide-react';
import { t } from '../../shared/i18n/t';

/** /dashboard/payments: the portal takes no payments, so there is no history to show (and none invented). */
export function PaymentsPage() {
  return (
    <Stack gap="md">
      <Title order={1} fz={{ base: 24, sm: 30 }}>
        {t('dash.paymentsPage.title')}
      </Title>
      <Paper withBorder radius="md" p="xl" ta="center" data-testid="no-payments">
        <ThemeIcon size={48} radius="xl" variant="light" color="gray" mx="auto" mb="sm" aria-hidden="true">
          <CreditCard size={26} />
        </ThemeIcon>
        <Title order={2} fz="lg" mb={4}>
          {t('dash.paymentsPage.heading')}
        </Title>
        <Text size="sm" maw={520} mx="auto">
          {t('dash.paymentsPage.text')}
        </Text>
      </Paper>
    </Stack>
  );
}
