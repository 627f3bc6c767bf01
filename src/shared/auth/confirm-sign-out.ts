// Sign-out forgets the person's unfinished forms on this device (person-on-device.ts), so that on a
// shared phone the next person sees none of their answers. That stays; but the person is told first,
// naming the forms, and may go back to finish them (docs/offline.md, "Sign-out on a shared phone").
import { entries } from '../../catalog/client';
import { formsOnDevice } from '../forms-on-device';
import { tx } from '../i18n/localize';
import { t } from '../i18n/t';

/** True to sign out: nothing of the person's forms is on the device, or they say so once told which go. */
export function confirmSignOut(): boolean {
  const titles = formsOnDevice().flatMap((id) => {
    const entry = entries.find((e) => e.id === id);
    return entry ? [tx(entry.title)] : [];
  });
  if (titles.length === 0) return true;
  return window.confirm(t('signOut.removesForms', { forms: titles.join(', ') }));
}
