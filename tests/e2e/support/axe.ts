// The accessibility check every e2e suite runs: no WCAG 2.1 A/AA violation on the page as it is now.
import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

const WCAG = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

/**
 * `within` scopes the check to one part of the page (a CSS selector): for a second look at a page
 * whose shell (header, footer) a check of the same page has already passed, axe's time grows with
 * the nodes it walks.
 */
export async function expectNoViolations(page: Page, where: string, within?: string): Promise<void> {
  // A dialog fading in is measured at its final colours, not halfway.
  await page.waitForFunction(() => document.getAnimations().every((animation) => animation.playState !== 'running'));
  // Legacy mode runs axe in the page itself; the default merges each frame's results in a blank page
  // it opens for every check, which only pages with cross-origin frames need (ours have none; a frame
  // would still be checked, only not across origins). It took 40% longer a check here. options()
  // replaces what withTags() set, so it comes first.
  const axe = new AxeBuilder({ page }).options({ resultTypes: ['violations'] }).withTags(WCAG).setLegacyMode(true);
  const { violations } = await (within ? axe.include(within) : axe).analyze();
  expect(violations.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`), where).toEqual([]);
}
