import { Container, Text, Title } from '@mantine/core';
import { SitemapLinks } from '../features/sitemap/sitemap-links';
import { t } from '../shared/i18n/t';
import { Island } from '../shared/islands/island';

// /sitemap is an islands page: the heading and text are the HTML they are; the links are one `idle`
// island, hydrated only to show the admins' run-time changes to the listing.
export default function SitemapRoutePage() {
  return (
    <Container size="lg" py="xl" px="md">
      <Title order={1} className="fz-28-36" mb={4}>
        {t('sitemap.title')}
      </Title>
      <Text c="dimmed" mb="xl">
        {t('sitemap.text')}
      </Text>
      <Island name="sitemap" component={SitemapLinks} props={{}} hydrate="listing-changes" />
    </Container>
  );
}
