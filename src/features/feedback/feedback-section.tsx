import { Paper, Title } from '@mantine/core';
import { t } from '../../shared/i18n/t';
import { PageSection } from '../../shared/ui/page-section';

import FeedbackForm from './feedback-form';
import FeedbackList from './feedback-list';
import { ResponsiveGrid } from '../../shared/ui/responsive-grid';

export function FeedbackSection() {
  return (
    <PageSection id="feedback" holdsForm title={t('feedback.title')} intro={t('feedback.text')} shaded>
      <ResponsiveGrid cols={{ base: 1, md: 2 }} spacing="xl">
        <div>
          <Title order={3} fz="lg" mb="md">
            {t('feedback.listTitle')}
          </Title>
          <FeedbackList />
        </div>
        <Paper withBorder radius="md" p="lg">
          <Title order={3} fz="lg" mb="md" id="feedback-form-title">
            {t('feedback.formTitle')}
          </Title>
          <FeedbackForm />
        </Paper>
      </ResponsiveGrid>
    </PageSection>
  );
}
