import { forwardRef, useContext, type AnchorHTMLAttributes, type MouseEvent } from 'react';
import { PageLocation } from '../layout/page-location';
import { pageHref, PageNavigation, type PageTarget } from './page-navigation';

type PageLinkProps = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> & PageTarget;

/** A plain click: not a new tab or window, not a download. */
const isPlainClick = (event: MouseEvent) => event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;

/**
 * A link to a public page that needs no router: `<a href>` with the language prefix, the same in the
 * build's render and in the browser, so it works in an island and in the static HTML around it. In
 * the whole-page app it navigates as the router does (PageNavigation). It is the current page
 * (aria-current) when its address and #hash are the page's.
 */
export const PageLink = forwardRef<HTMLAnchorElement, PageLinkProps>(function PageLink({ to, search, hash, onClick, ...props }, ref) {
  const navigate = useContext(PageNavigation);
  const location = useContext(PageLocation);
  const current = location.pathname === to && location.hash === (hash ?? '');
  return (
    <a
      ref={ref}
      href={pageHref({ to, search, hash })}
      aria-current={current ? 'page' : undefined}
      {...props}
      onClick={(event) => {
        onClick?.(event);
        if (!navigate || event.defaultPrevented || !isPlainClick(event) || props.target) return;
        event.preventDefault();
        navigate({ to, search, hash });
      }}
    />
  );
});
