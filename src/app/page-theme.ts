import { pageLanguage } from '../shared/i18n/page-language';
import { portalTheme } from './theme';

/**
 * What every MantineProvider of the portal takes (the whole-page app, the build's render of a page,
 * each island): the page language's theme, and no <style> of Mantine's own. Its CSS variables and
 * global classes are in the stylesheet every page links (virtual:mantine-theme.css), cached once,
 * instead of ~4.6 KB in every page's HTML.
 */
export const mantineProps = { theme: portalTheme(pageLanguage), withCssVariables: false, withGlobalClasses: false } as const;
