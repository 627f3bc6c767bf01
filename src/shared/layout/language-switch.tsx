import { Anchor, type AnchorProps } from '@mantine/core';
import { useContext } from 'react';
import { pathInLanguage } from '../../core/language-paths';
import { rememberLanguage } from '../i18n/language-choice';
import { LANGUAGE_NAMES } from '../i18n/language-links';
import { currentLanguage } from '../i18n/t';
import { PageLocation, type PageAddress } from './page-location';

// The word "తెలుగు" in its own small font first (telugu-name-font.css), so an English page shows it
// on a phone without a Telugu font and still never downloads the whole Telugu font for it.
const TELUGU_NAME_FONT = { fontFamily: '"Telugu Language Name", var(--mantine-font-family)' };

/**
 * "తెలుగు" on English pages, "English" on Telugu ones: the same page in the other language, as a
 * full page load (each language is its own build). A form's draft is kept per tab, so it is there
 * on the other side; the choice is remembered for the next visit.
 */
export function LanguageSwitch({ className, location: given, ...props }: AnchorProps & { className?: string; location?: PageAddress }) {
  const other = currentLanguage() === 'te' ? 'en' : 'te';
  const shared = useContext(PageLocation);
  const location = given ?? shared;
  const href = `${pathInLanguage(location.pathname, other)}${location.searchStr}${location.hash ? `#${location.hash}` : ''}`;
  return (
    <Anchor href={href} lang={other} hrefLang={other} onClick={() => rememberLanguage(other)} className={className} style={other === 'te' ? TELUGU_NAME_FONT : undefined} {...props}>
      {LANGUAGE_NAMES[other]}
    </Anchor>
  );
}
