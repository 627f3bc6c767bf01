import '@mantine/core/styles/Popover.layer.css';
import '@mantine/core/styles/Menu.layer.css';
import { Menu, UnstyledButton } from '@mantine/core';
import { ChevronDown, ExternalLink } from 'lucide-react';
import { t } from '../i18n/t';
import { insuranceLinks } from './nav-items';
import classes from './site-header.module.css';

/** Desktop Buy Insurance dropdown: the partner's bike and car quote pages, each in a new tab. */
export function InsuranceMenu() {
  return (
    <Menu position="bottom-start" shadow="md" loop withInitialFocusPlaceholder={false}>
      <Menu.Target>
        <UnstyledButton className={classes.link}>
          {t('nav.buyInsurance')}
          <ChevronDown size={16} className={classes.chevron} aria-hidden="true" />
        </UnstyledButton>
      </Menu.Target>
      <Menu.Dropdown>
        {insuranceLinks().map((link) => (
          <Menu.Item
            key={link.id}
            component="a"
            href={link.url}
            target="_blank"
            rel="noopener noreferrer"
            rightSection={<ExternalLink size={14} aria-hidden="true" />}
          >
            {link.label}
            <span className="visually-hidden"> {t('common.newTab')}</span>
          </Menu.Item>
        ))}
      </Menu.Dropdown>
    </Menu>
  );
}
