import { Button, Container, Group, Text, Title } from '@mantine/core';
import { pageHref } from '../../shared/i18n/page-href';
import { t } from '../../shared/i18n/t';

/** The router's error boundary: nothing technical is shown to the visitor. */
export function ErrorPage() {
  return (
    <Container size="sm" py={64} px="md" ta="center" role="alert">
      <Title order={1} mb="sm">
        {t('error.title')}
      </Title>
      <Text c="dimmed" mb="lg">
        {t('error.text')}
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
