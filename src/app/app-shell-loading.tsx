import { Anchor, Box, Container, Group, Text } from '@mantine/core';
import { pageHref } from '../shared/i18n/page-href';
import { t } from '../shared/i18n/t';
import { SiteBrand } from '../shared/layout/site-brand';
import { PageLoading } from '../shared/ui/page-loading';

/** For the app shell's <head>: without JavaScript, no loading notice (a <style> is valid HTML only there). */
export const APP_SHELL_HEAD = '<noscript><style>[data-loading-notice] { display: none }</style></noscript>';

/**
 * The app shell's HTML (the dashboard, profile and desk pages, which the browser draws): the site's
 * name and a loading notice while their code downloads, where the page was blank for seconds on a
 * slow connection; with JavaScript off, a line that says the page needs it. The app's first render
 * replaces it (with the same notice until the page's code has arrived: the router's pending
 * component); the name links home, a way out meanwhile.
 */
export function AppShellLoading() {
  return (
    <>
      <Box component="header" py="sm" bg="white" style={{ borderBottom: '1px solid var(--mantine-color-gray-3)' }}>
        <Container size="lg">
          <Anchor href={pageHref('/')} fw={800} c="blue.9" underline="never" className="fz-sm-lg">
            <Group gap={6} wrap="nowrap" component="span">
              <SiteBrand iconSize={22} />
            </Group>
          </Anchor>
        </Container>
      </Box>
      <div data-loading-notice>
        <PageLoading />
      </div>
      {/* Without JavaScript the page never comes: say so instead of loading for ever (APP_SHELL_HEAD hides the notice). */}
      <noscript>
        <Text ta="center" p="xl">
          {t('page.needsScript')}
        </Text>
      </noscript>
    </>
  );
}
