import { Anchor, Box, Container, Group, Text } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { site } from '../../catalog/client';
import { tx } from '../i18n/localize';

/**
 * The public pages' frame: a header and a footer around the page. The site-shell work fills the
 * header (navigation) and footer (links, contacts) slots; until then they hold the essentials.
 */
export function SiteShell({ header, footer, children }: { header?: ReactNode; footer?: ReactNode; children: ReactNode }) {
  return (
    <Box mih="100vh" style={{ display: 'flex', flexDirection: 'column' }}>
      <a className="skip-link" href="#main">
        Skip to content
      </a>
      <Box component="header" py="sm" style={{ borderBottom: '1px solid var(--mantine-color-gray-3)' }}>
        <Container size="lg">
          {header ?? (
            <Group justify="space-between">
              <Anchor component={Link} to="/" fw={700} c="blue.8" underline="never">
                {tx(site.name)}
              </Anchor>
            </Group>
          )}
        </Container>
      </Box>
      <Box component="main" id="main" tabIndex={-1} style={{ flex: 1 }}>
        {children}
      </Box>
      <Box component="footer" py="lg" bg="gray.0" style={{ borderTop: '1px solid var(--mantine-color-gray-3)' }}>
        <Container size="lg">
          {footer ?? (
            <Text size="sm" c="dimmed">
              {tx(site.texts.disclaimer)}
            </Text>
          )}
        </Container>
      </Box>
    </Box>
  );
}
