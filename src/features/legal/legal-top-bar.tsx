import { Anchor, Box, Container, Group } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { ArrowLeft, Car } from 'lucide-react';
import { site } from '../../catalog/client';
import { tx } from '../../shared/i18n/localize';
import { t } from '../../shared/i18n/t';

/** The legal pages' own minimal bar (they show without the site header): the brand and a way home. */
export function LegalTopBar() {
  return (
    <Box component="header" py="sm" style={{ borderBottom: '1px solid var(--mantine-color-gray-3)' }}>
      <Container size="md">
        <Group justify="space-between" wrap="nowrap" gap="sm">
          <Anchor component={Link} to="/" fw={800} c="blue.9" underline="never" fz={{ base: 'md', sm: 'lg' }}>
            <Group gap={6} wrap="nowrap" component="span">
              <Car size={24} aria-hidden="true" />
              {tx(site.name)}
            </Group>
          </Anchor>
          <Anchor component={Link} to="/" size="sm">
            <Group gap={4} wrap="nowrap" component="span">
              <ArrowLeft size={16} aria-hidden="true" />
              {t('common.backToHome')}
            </Group>
          </Anchor>
        </Group>
      </Container>
    </Box>
  );
}
