import { Anchor, Button, Container, Group, Stack, Text, Title } from '@mantine/core';
import { Link, useRouter } from '@tanstack/react-router';
import { t } from '../../shared/i18n/t';

export function NotFoundPage() {
  const router = useRouter();
  return (
    <Container size="sm" py={64} px="md" ta="center">
      <Text fz={64} fw={800} c="blue.8" aria-hidden="true">
        404
      </Text>
      <Title order={1} mb="sm">
        {t('notFound.title')}
      </Title>
      <Text c="dimmed" mb="lg">
        {t('notFound.text')}
      </Text>
      <Group justify="center" mb="xl">
        <Button component={Link} to="/">
          {t('notFound.home')}
        </Button>
        <Button variant="outline" onClick={() => router.history.back()}>
          {t('notFound.back')}
        </Button>
      </Group>
      <Stack gap={4} component="nav" aria-label={t('notFound.title')}>
        <Anchor component={Link} to="/services/vehicle">
          {t('notFound.vehicle')}
        </Anchor>
        <Anchor component={Link} to="/services/driving-licence">
          {t('notFound.licence')}
        </Anchor>
        <Anchor component={Link} to="/rto-assistance">
          {t('notFound.rto')}
        </Anchor>
      </Stack>
    </Container>
  );
}
