import { Anchor, Box, Container, Group } from '@mantine/core';
import { Car } from 'lucide-react';
import { site } from '../catalog/client';
import { tx } from '../shared/i18n/localize';
import { pageHref } from '../shared/i18n/page-href';
import { PageLoading } from '../shared/ui/page-loading';

/**
 * The app shell's HTML (the dashboard, profile and desk pages, which the browser draws): the site's
 * name and a loading notice while their code downloads, where the page was blank for seconds on a
 * slow connection. The app's first render replaces it (with the same notice until the page's code has
 * arrived: the router's pending component); the name links home, a way out meanwhile.
 */
export function AppShellLoading() {
  return (
    <>
      <Box component="header" py="sm" bg="white" style={{ borderBottom: '1px solid var(--mantine-color-gray-3)' }}>
        <Container size="lg">
          <Anchor href={pageHref('/')} fw={800} c="blue.9" underline="never" className="fz-sm-lg">
            <Group gap={6} wrap="nowrap" component="span">
              <Car size={22} aria-hidden="true" />
              {tx(site.name)}
            </Group>
          </Anchor>
        </Container>
      </Box>
      <PageLoading />
    </>
  );
}
