import { Anchor, type AnchorProps } from '@mantine/core';
import { useContext } from 'react';
import { LANGUAGES, pathInLanguage, type Lang } from '../../core/languages';
import { rememberLanguage } from '../i18n/language-choice';
import { currentLanguage } from '../i18n/t';
import { PageLocation, type PageAddress } from './page-location';

// A language's name in its own small font first (telugu-name-font.css), so an English page shows
// "తెలుగు" on a phone without a Telugu font and still never downloads the whole Telugu font for it.
const NAME_FONTS: Partial<Record<Lang, string>> = { te: '"Telugu Language Name", var(--mantine-font-family)' };

/**
 * A link to the same page in each other language of the list, named in that language ("తెలుగు" on
 * English pages, "English" on Telugu ones), as a full page load (each language is its own build). A
 * form's draft is kept per tab, so it is there on the other side; the choice is remembered for the
 * next visit.
 */
export function LanguageSwitch({ className, location: given, ...props }: AnchorProps & { className?: string; location?: PageAddress }) {
  const shared = useContext(PageLocation);
  const location = given ?? shared;
  const rest = `${location.searchStr}${location.hash ? `#${location.hash}` : ''}`;
  return LANGUAGES.filter(({ code }) => code !== currentLanguage()).map(({ code, name }) => (
    <Anchor
      key={code}
      href={`${pathInLanguage(location.pathname, code)}${rest}`}
      lang={code}
      hrefLang={code}
      onClick={() => rememberLanguage(code)}
      className={className}
      style={NAME_FONTS[code] ? { fontFamily: NAME_FONTS[code] } : undefined}
      {...props}
    >
      {name}
    </Anchor>
  ));
}
