// The keys under which this device keeps something of the person using it, named in one place so
// that sign-out forgets every one (person-on-device.ts). A form's draft and the requests put off
// ("Later") live in the tab; a request sent offline, kept for WhatsApp, and the records waiting for
// the connection live on the device. The language chosen is the phone's, not the person's, and stays.

/** A form's draft, per tab (engine/drafts.ts). */
export const draftKey = (entryId: string) => `draft:${entryId}`;
/** A request sent offline, kept on the device until it goes to WhatsApp (engine/drafts.ts). */
export const unsentKey = (entryId: string) => `unsent:${entryId}`;
/** Records waiting for the connection (engine/pending-requests.ts). */
export const PENDING_KEY = 'pendingRequests';
/** The service numbers "Later" put off for the rest of the tab's visit (engine/unsent-requests.ts). */
export const PUT_OFF_KEY = 'unsentLater';

/** A key of the tab's storage (sessionStorage) that holds the person's answers or requests. */
export const isPersonalTabKey = (key: string) => key.startsWith(draftKey('')) || key === PUT_OFF_KEY;
/** A key of the device's storage (localStorage) that holds the person's answers or requests. */
export const isPersonalDeviceKey = (key: string) => key.startsWith(unsentKey('')) || key === PENDING_KEY;
