/**
 * Opens a URL (WhatsApp, a partner site) in a new tab and says whether the browser allowed it. The tab
 * is opened without the "noopener" feature, which would make window.open return null even when it
 * works, and its opener is cut right after, so the other site cannot reach back into this page.
 */
export function openNewTab(url: string): boolean {
  const tab = window.open(url, '_blank');
  if (!tab) return false;
  tab.opener = null;
  return true;
}
