import { Anchor, Container, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { t } from '../../shared/i18n/t';
import { CardAnchor } from '../../shared/listing/card-anchor';
import { useListing } from '../../shared/listing/use-listing';
import { sitemapGroups } from './sitemap-groups';

/** /sitemap: every page of the portal, grouped, generated from the catalogue. */
export function SitemapPage() {
  const groups = sitemapGroups(useListing());
  return (
    <Container size="lg" py="xl" px="md">
      <Title order={1} fz={{ base: 28, sm: 36 }} mb={4}>
        {t('sitemap.title')}
      </Title>
      <Text c="dimmed" mb="xl">
        {t('sitemap.text')}
      </Text>
      <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }} spacing="xl" verticalSpacing="xl">
        {groups.map((group) => (
          <section key={group.id} aria-labelledby={`sitemap-${group.id}`} data-testid="sitemap-group">
            <Title order={2} fz="lg" mb="sm" id={`sitemap-${group.id}`}>
              {group.title}
            </Title>
            <Stack gap={6} component="ul" m={0} p={0} style={{ listStyle: 'none' }}>
              {group.links.map((link) => (
                <li key={link.to}>
                  <Anchor renderRoot={(props) => <CardAnchor link={link.to} {...props} />}>
                    {link.label}
                  </Anchor>
                </li>
              ))}
            </Stack>
          </section>
        ))}
      </SimpleGrid>
    </Container>
  );
}
