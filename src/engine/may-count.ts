// Whether this browser lets the form count where visitors give up: not when it asks not to be
// tracked (Do Not Track, Global Privacy Control) nor when it saves data (Save-Data).

/** The parts of `navigator` read (all absent in some browsers). */
export interface CountingNavigator {
  doNotTrack?: string | null;
  globalPrivacyControl?: boolean;
  connection?: { saveData?: boolean };
}

export function mayCount(nav: CountingNavigator): boolean {
  return nav.doNotTrack !== '1' && nav.globalPrivacyControl !== true && nav.connection?.saveData !== true;
}
