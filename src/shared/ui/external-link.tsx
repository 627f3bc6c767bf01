import { Anchor, Button, type ButtonProps } from '@mantine/core';
import type { ReactNode } from 'react';
import { t } from '../i18n/t';

// Links that leave the portal open in a new tab without an opener reference, and say so to screen readers.
const newTab = { target: '_blank', rel: 'noopener noreferrer' } as const;

export function ExternalLink({ href, children }: { href: string; children: ReactNode }) {
  return (
    <Anchor href={href} {...newTab}>
      {children}
      <span className="visually-hidden"> {t('common.newTab')}</span>
    </Anchor>
  );
}

export function ExternalButton({ href, children, ...props }: ButtonProps & { href: string; children: ReactNode }) {
  return (
    <Button component="a" href={href} {...newTab} {...props}>
      {children}
      <span className="visually-hidden"> {t('common.newTab')}</span>
    </Button>
  );
}
