import '@mantine/core/styles/Popover.layer.css';
import '@mantine/core/styles/Menu.layer.css';
import { Menu, SimpleGrid, UnstyledButton } from '@mantine/core';
import { ChevronDown } from 'lucide-react';
import { tx } from '../i18n/localize';
import { t } from '../i18n/t';
import { CardAnchor } from '../listing/card-anchor';
import { useListing } from '../listing/use-listing';
import { Icon } from '../ui/icon';
import { serviceGroups } from './nav-items';
import classes from './site-header.module.css';
import { PageLink } from '../islands/page-link';

/** Desktop Services dropdown: both service groups side by side, each ending in a 'View all' link. */
export function ServicesMenu() {
  const groups = serviceGroups(useListing());
  // No initial-focus placeholder: Mantine's is a focusable non-item inside role=menu (an axe
  // aria-required-children failure); without it Enter/Space focus the first item, as the
  // WAI-ARIA menu-button pattern asks. Same in the other header menus.
  return (
    <Menu position="bottom-start" width={600} shadow="md" loop withInitialFocusPlaceholder={false}>
      <Menu.Target>
        <UnstyledButton className={classes.link}>
          {t('nav.services')}
          <ChevronDown size={16} className={classes.chevron} aria-hidden="true" />
        </UnstyledButton>
      </Menu.Target>
      <Menu.Dropdown>
        <SimpleGrid cols={2} spacing="xs">
          {groups.map((group) => (
            // A group per column so screen readers hear which category an item belongs to.
            <div key={group.id} role="group" aria-labelledby={`services-menu-${group.id}`}>
              <Menu.Label id={`services-menu-${group.id}`}>{group.title}</Menu.Label>
              {group.cards.map((card) => (
                <Menu.Item key={card.key} renderRoot={(props) => <CardAnchor link={card.link} {...props} />} leftSection={<Icon name={card.icon} size={16} />}>
                  {tx(card.title)}
                </Menu.Item>
              ))}
              <Menu.Divider />
              <Menu.Item component={PageLink} to={group.to} fw={600} aria-label={t('nav.viewAllIn', { count: group.cards.length, group: group.title })}>
                {t('nav.viewAll', { count: group.cards.length })}
              </Menu.Item>
            </div>
          ))}
        </SimpleGrid>
      </Menu.Dropdown>
    </Menu>
  );
}
