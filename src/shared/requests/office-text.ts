// "Kurnool RTO (Kurnool), RTO Office Road, Thandrapadu, Kurnool 518002": the office a request names,
// as /track and the console say it, in the page's language.
import type { OfficeView } from '../api/answers';
import { tx } from '../i18n/localize';

export function officeText(office: OfficeView): string {
  return `${tx(office.name)} (${tx(office.district)}), ${tx(office.address)}`;
}
