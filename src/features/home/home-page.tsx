import { Button, Container, Group, SimpleGrid, Text, Title } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { site } from '../../catalog/client';
import { tx } from '../../shared/i18n/localize';
import { t } from '../../shared/i18n/t';
import { Disclaimer } from '../../shared/ui/disclaimer';
import { SupportButtons } from '../../shared/ui/support-buttons';

/** Home: the entry points to every group of services. (The full home page sections come with the public-site work.) */
export function HomePage() {
  const groups = [
    { to: '/services/vehicle', title: t('category.vehicle.title'), text: t('category.vehicle.text') },
    { to: '/services/driving-licence', title: t('category.licence.title'), text: t('category.licence.text') },
    { to: '/rto-assistance', title: t('rto.title'), text: t('rto.text') },
    { to: '/vehicle-services', title: t('partners.title'), text: t('partners.text') },
    { to: '/vehicle-insurance', title: t('insurance.title'), text: t('insurance.text') },
  ];
  return (
    <Container size="lg" py="xl" px="md">
      <Title order={1} fz={{ base: 28, sm: 40 }}>
        {tx(site.name)}
      </Title>
      <Text c="dimmed" mb="xl">
        {t('category.vehicle.text')}
      </Text>
      <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }} spacing="lg">
        {groups.map((g) => (
          <Group key={g.to} p="lg" style={{ border: '1px solid var(--mantine-color-gray-3)', borderRadius: 8 }} align="flex-start" gap="xs">
            <Title order={2} fz="lg">
              {g.title}
            </Title>
            <Text size="sm" c="dimmed">
              {g.text}
            </Text>
            <Button component={Link} to={g.to} variant="light">
              {g.title}
            </Button>
          </Group>
        ))}
      </SimpleGrid>
      <SupportButtons />
      <Disclaimer />
    </Container>
  );
}
