import { Button, Container, Group, Text, Title } from '@mantine/core';
import type { ErrorComponentProps } from '@tanstack/react-router';
import { lostConnection } from '../../shared/api/client';
import { pageHref } from '../../shared/i18n/page-href';
import { t } from '../../shared/i18n/t';

/**
 * The router's error boundary: nothing technical is shown to the visitor. A page that stopped for
 * want of a connection (a signed-in page opened offline: its sign-in check or its code) says so.
 */
export function ErrorPage({ error }: ErrorComponentProps) {
  const offline = (typeof navigator !== 'undefined' && !navigator.onLine) || lostConnection(error);
  return (
    <Container size="sm" py={64} px="md" ta="center" role="alert" data-testid={offline ? 'error-offline' : 'error-page'}>
      <Title order={1} mb="sm">
        {offline ? t('offline.title') : t('error.title')}
      </Title>
      <Text c="dimmed" mb="lg">
        {offline ? t('api.offline') : t('error.text')}
      </Text>
      <Group justify="center">
        <Button onClick={() => window.location.reload()}>{t('error.refresh')}</Button>
        <Button component="a" href={pageHref('/')} variant="outline">
          {t('error.home')}
        </Button>
      </Group>
    </Container>
  );
}
