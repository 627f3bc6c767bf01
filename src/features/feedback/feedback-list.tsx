import { Card, Group, Text } from '@mantine/core';
import { useEffect, useState } from 'react';
import { dateFormat } from '../../shared/i18n/date-format';
import { t } from '../../shared/i18n/t';
import { getFeedback } from './api/get-feedback';
import type { PublicFeedback } from '../../shared/api/answers';
import { StarsShown } from './star-rating';
import { ResponsiveGrid } from '../../shared/ui/responsive-grid';

/** The newest approved reviews. Everything is rendered as plain text: React escapes it. */
export default function FeedbackList() {
  const [items, setItems] = useState<PublicFeedback[] | null>(null);

  useEffect(() => {
    const controller = new AbortController();
    getFeedback(controller.signal).then(setItems, () => undefined);
    return () => controller.abort();
  }, []);

  if (items === null) {
    return (
      <Text c="dimmed" role="status">
        {t('feedback.loading')}
      </Text>
    );
  }
  if (items.length === 0) {
    return (
      <Text c="dimmed" data-testid="feedback-empty">
        {t('feedback.empty')}
      </Text>
    );
  }
  return (
    <ResponsiveGrid component="ul" cols={{ base: 1, sm: 2 }} spacing="md" className="plain-list">
      {items.map((item) => (
        <Card component="li" key={item.id} withBorder radius="md" padding="md" data-testid="feedback-item">
          <Group justify="space-between" gap="xs" mb="xs">
            <Text fw={600}>{item.name}</Text>
            <StarsShown value={item.rating} />
            <span className="visually-hidden">{t('feedback.rated', { rating: item.rating })}</span>
          </Group>
          <Text size="sm" style={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>
            {item.message}
          </Text>
          <Text size="xs" c="dimmed" mt="sm">
            {[item.service_type, formatDate(item.created_at)].filter(Boolean).join(' · ')}
          </Text>
        </Card>
      ))}
    </ResponsiveGrid>
  );
}

function formatDate(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? '' : dateFormat({ day: 'numeric', month: 'short', year: 'numeric' }).format(date);
}
