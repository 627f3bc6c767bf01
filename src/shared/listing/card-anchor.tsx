import type { AnchorHTMLAttributes } from 'react';
import { t } from '../i18n/t';
import { PageLink } from '../islands/page-link';

/** Link cards may lead to another site (https://…); catalogue cards and most links are pages of this one. */
export const isExternalLink = (link: string): boolean => link.startsWith('https://');

type AnchorProps = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'>;

/**
 * A card's link: a PageLink for a page of this site, or a new tab without an opener for
 * another site (said to screen readers). Mantine components take it through `renderRoot`.
 */
export function CardAnchor({ link, children, ...props }: AnchorProps & { link: string }) {
  if (isExternalLink(link)) {
    return (
      <a href={link} target="_blank" rel="noopener noreferrer" {...props}>
        {children}
        <span className="visually-hidden"> {t('common.newTab')}</span>
      </a>
    );
  }
  return (
    <PageLink to={link} {...props}>
      {children}
    </PageLink>
  );
}
