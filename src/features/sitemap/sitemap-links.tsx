import { Anchor, Stack, Title } from '@mantine/core';
import { CardAnchor } from '../../shared/listing/card-anchor';
import { useListing } from '../../shared/listing/use-listing';
import { sitemapGroups } from './sitemap-groups';
import { ResponsiveGrid } from '../../shared/ui/responsive-grid';

/**
 * /sitemap's links: every page of the portal, grouped, generated from the catalogue. An island
 * (docs/architecture.md, "Islands"), hydrated only for the admins' run-time changes to the listing
 * (a paused service leaves, a card's new title); its links are plain links.
 */
export function SitemapLinks() {
  const groups = sitemapGroups(useListing());
  return (
    <ResponsiveGrid cols={{ base: 1, sm: 2, md: 3 }} spacing="xl">
      {groups.map((group) => (
        // Sections, not named regions: seven landmarks of links would crowd a screen reader's list of
        // landmarks, and "Legal" would be there twice (the footer's). Each group's heading leads it.
        <section key={group.id} data-testid="sitemap-group">
          <Title order={2} fz="lg" mb="sm">
            {group.title}
          </Title>
          <Stack gap={6} component="ul" className="plain-list">
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
    </ResponsiveGrid>
  );
}
