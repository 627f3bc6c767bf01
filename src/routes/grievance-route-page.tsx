import { Container, Stack, Text, Title } from '@mantine/core';
import { GrievanceForm } from '../features/grievance/grievance-form';
import { GrievanceLookupForm } from '../features/grievance/grievance-lookup-form';
import { GrievanceOfficerContact } from '../features/grievance/grievance-officer-contact';
import '../shared/i18n/grievance-texts';
import { t } from '../shared/i18n/t';
import { Island } from '../shared/islands/island';

// /grievance is an islands page: the heading, the officer and the Data Protection Board are the HTML
// they are; the form and its answer are one island, the look-up of a complaint's answer another, each
// woken by the visitor's first touch of it (typing before then is kept), so sending one never loads
// the other's code.
export default function GrievanceRoutePage() {
  return (
    <Container size="sm" py="lg" px="md">
      <Stack gap="md">
        <div>
          <Title order={1} className="fz-26-32">
            {t('grievance.title')}
          </Title>
          <Text c="dimmed">{t('grievance.intro')}</Text>
        </div>
        <GrievanceOfficerContact />
        <Island name="grievance" component={GrievanceForm} props={{}} hydrate={['interaction']} />
        <Island name="grievance-answer" component={GrievanceLookupForm} props={{}} hydrate={['interaction']} />
        <Text size="sm" c="dimmed">
          {t('grievance.board')}
        </Text>
      </Stack>
    </Container>
  );
}
