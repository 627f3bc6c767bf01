import { Box, Button, Container, Group, Text, Title } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { Car, ClipboardCheck, IdCard } from 'lucide-react';
import { tx } from '../../shared/i18n/localize';
import { t } from '../../shared/i18n/t';
import { Island } from '../../shared/islands/island';
import { figuresOf } from '../../shared/ui/figures';
import { ResponsiveGrid } from '../../shared/ui/responsive-grid';
import { HeroSearchLink } from './hero-search-link';

// The hero's figures, in this order (site.yaml holds the values; what each counts is noted under the
// statistics strip further down the page).
const HERO_FIGURES = ['vehicleRecords', 'happyCustomers', 'processing', 'citiesCovered'];

export function HeroSection() {
  const figures = figuresOf(HERO_FIGURES);
  return (
    <Box component="section" aria-labelledby="hero-title" className="hero-section" bg="blue.0" data-section="hero">
      <Container size="lg" px="md">
        <Title order={1} id="hero-title" className="hero-title" lh={1.2} maw={820}>
          {t('home.hero.title')}
        </Title>
        <Text size="lg" mt="md" maw={720}>
          {t('home.hero.text')}
        </Text>
        <Group mt="xl" gap="sm">
          <Button component={Link} to="/services/vehicle" size="md" leftSection={<Car size={20} aria-hidden="true" />}>
            {t('home.hero.vehicle')}
          </Button>
          <Button component={Link} to="/services/driving-licence" size="md" variant="white" leftSection={<IdCard size={20} aria-hidden="true" />}>
            {t('home.hero.licence')}
          </Button>
          <Island name="hero-search" component={HeroSearchLink} props={{}} hydrate="interaction" />
          <Button component={Link} to="/track" size="md" variant="subtle" leftSection={<ClipboardCheck size={20} aria-hidden="true" />}>
            {t('track.title')}
          </Button>
        </Group>
        <ResponsiveGrid component="dl" cols={{ base: 2, sm: 4 }} spacing="md" mt={40} mb={0}>
          {figures.map((f) => (
            <Box key={f.key} style={{ display: 'flex', flexDirection: 'column-reverse' }}>
              <Text component="dt" size="sm">
                {tx(f.label)}
              </Text>
              <Text component="dd" m={0} className="hero-figure" fw={700} c="blue.9">
                {tx(f.value)}
              </Text>
            </Box>
          ))}
        </ResponsiveGrid>
      </Container>
    </Box>
  );
}
