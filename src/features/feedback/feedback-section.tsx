import { Paper, SimpleGrid, Title } from '@mantine/core';
import { lazy } from 'react';
import { t } from '../../shared/i18n/t';
import { Deferred } from '../../shared/ui/deferred';
import { PageSection } from '../../shared/ui/page-section';

// Below the fold: the list and form load after the page is up.
const FeedbackForm = lazy(() => import('./feedback-form'));
const FeedbackList = lazy(() => import('./feedback-list'));

export function FeedbackSection() {
  return (
    <PageSection id="feedback" title={t('feedback.title')} intro={t('feedback.text')} shaded>
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="xl">
        <div>
          <Title order={3} fz="lg" mb="md">
            {t('feedback.listTitle')}
          </Title>
          <Deferred minHeight={120}>
            <FeedbackList />
          </Deferred>
        </div>
        <Paper withBorder radius="md" p="lg">
          <Title order={3} fz="lg" mb="md" id="feedback-form-title">
            {t('feedback.formTitle')}
          </Title>
          <Deferred minHeight={560}>
            <FeedbackForm />
          </Deferred>
        </Paper>
      </SimpleGrid>
    </PageSection>
  );
}
