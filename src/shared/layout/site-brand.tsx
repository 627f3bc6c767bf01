import { Car } from 'lucide-react';
import { site } from '../../catalog/client';
import { tx } from '../i18n/localize';

/** The site's mark and name, as every header shows them; each header wraps them in its own link home. */
export function SiteBrand({ iconSize }: { iconSize: number }) {
  return (
    <>
      <Car size={iconSize} aria-hidden="true" />
      {tx(site.name)}
    </>
  );
}
