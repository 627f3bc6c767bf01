import { Anchor, Box, Container, Group } from '@mantine/core';
import { Link, useRouter } from '@tanstack/react-router';
import { ArrowLeft } from 'lucide-react';
import { t } from '../i18n/t';
import { LanguageSwitch } from './language-switch';
import { SiteBrand } from './site-brand';

/** Pages shown without the site header (account pages) keep the brand, the language switch and a way home in this bar. */
export function PlainTopBar() {
  // Read once per page: each page without the site header mounts its own bar.
  const { location } = useRouter().state;
  return (
    <Box component="header" py="sm" bg="white" style={{ borderBottom: '1px solid var(--mantine-color-gray-3)' }}>
      <Container size="lg">
        <Group justify="space-between" gap="xs">
          <Anchor component={Link} to="/" fw={800} c="blue.9" underline="never" className="fz-sm-lg">
            <Group gap={6} wrap="nowrap" component="span">
              <SiteBrand iconSize={22} />
            </Group>
          </Anchor>
          <Group gap="md" wrap="nowrap">
            <LanguageSwitch size="sm" location={location} />
            <Anchor component={Link} to="/" size="sm">
              <Group gap={4} wrap="nowrap" component="span">
                <ArrowLeft size={16} aria-hidden="true" />
                {t('auth.backHome')}
              </Group>
            </Anchor>
          </Group>
        </Group>
      </Container>
    </Box>
  );
}
