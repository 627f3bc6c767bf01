import { Anchor, Paper, Text, Title } from '@mantine/core';
import { site } from '../../catalog/client';
import '../../shared/i18n/grievance-texts';
import { tx } from '../../shared/i18n/localize';
import { t } from '../../shared/i18n/t';

/** Who answers a complaint (site.yaml's grievanceOfficer), and their address for those who would rather write. */
export function GrievanceOfficerContact() {
  // A build for a real address refuses a site without one (src/catalog/example-contacts.ts).
  if (!site.grievanceOfficer) return null;
  const { name, email } = site.grievanceOfficer;
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby="grievance-officer" data-testid="grievance-officer">
      <Title order={2} fz="lg" id="grievance-officer" mb={4}>
        {t('grievance.officer')}
      </Title>
      {/* An e-mail address is one long word: it may break anywhere on a narrow screen. */}
      <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
        {t('grievance.officerText', { name: tx(name) })} <Anchor href={`mailto:${email}`}>{email}</Anchor>
      </Text>
    </Paper>
  );
}
