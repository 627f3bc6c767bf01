import { Text } from '@mantine/core';
import { site } from '../../catalog/client';
import { t } from '../i18n/t';

/**
 * A build that still carries site.yaml's example contact, service fee or figures says so at the top
 * of every public page, so nobody sends their details to the example number. A build for a real
 * address refuses those values, so it never shows this. Prerendered with the page: nothing moves
 * when the page's code arrives.
 */
export function ExampleValuesBanner() {
  if (!site.examples) return null;
  return (
    <Text size="sm" fw={700} ta="center" py={4} px="md" bg="yellow.2" c="dark.9" data-testid="example-values">
      {t('site.examples')}
    </Text>
  );
}
