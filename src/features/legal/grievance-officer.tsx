import { Anchor, Paper, Text, Title } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { site } from '../../catalog/client';
import { tx } from '../../shared/i18n/localize';
import type { LegalDocument } from './content/types';

/** The privacy policy's grievance officer (site.yaml), the link to their form (/grievance), and the route beyond them, the Data Protection Board. */
export function GrievanceOfficer({ grievance }: { grievance: NonNullable<LegalDocument['grievance']> }) {
  // A build for a real address refuses a site without one (src/catalog/example-contacts.ts).
  if (!site.grievanceOfficer) return null;
  const { name, email } = site.grievanceOfficer;
  const [before, after = ''] = grievance.text.replace('{name}', tx(name)).split('{email}');
  return (
    <Paper withBorder radius="md" p="lg" mt="xl" component="section" aria-labelledby="legal-grievance" data-testid="grievance-officer">
      <Title order={2} fz="lg" id="legal-grievance" mb="xs">
        {grievance.title}
      </Title>
      {/* An e-mail address is one long word: it may break anywhere on a narrow screen. */}
      <Text mb="sm" style={{ overflowWrap: 'anywhere' }}>
        {before}
        <Anchor href={`mailto:${email}`}>{email}</Anchor>
        {after}
      </Text>
      <Text mb="sm">
        <Anchor component={Link} to="/grievance" fw={600}>
          {grievance.form}
        </Anchor>
      </Text>
      <Text>{grievance.board}</Text>
    </Paper>
  );
}
