import { Anchor, Button, Group, Paper, Text } from '@mantine/core';
import { useEffect, useState } from 'react';
import { DEFAULT_LANGUAGE, pathInLanguage, type OtherLang } from '../../core/languages';
import { unsentRequestsToName } from '../../engine/unsent-requests';
import { rememberedLanguage, rememberLanguage, suggestedLanguage } from '../../shared/i18n/language-choice';
import { loadLanguageSuggestion, type LanguageSuggestion } from '../../shared/i18n/language-suggestion';
import { currentLanguage } from '../../shared/i18n/t';
import { useHydrated } from '../../shared/use-hydrated';

/**
 * On the English home page, a visitor who chose Telugu before, or whose browser prefers Telugu, is
 * offered the Telugu site (any other language of the list alike): a link, never a redirect. "No" remembers English. It sits over the foot
 * of the screen, so nothing on the page moves when it appears (after hydration: only the browser
 * knows the visitor's languages). A request waiting for WhatsApp comes first: its notice takes the
 * same place, and the suggestion waits for a later page. Its texts, in the language offered, load
 * only when it shows.
 */
export function TeluguSuggestion() {
  const hydrated = useHydrated();
  const [dismissed, setDismissed] = useState(false);
  const lang = hydrated && !dismissed && currentLanguage() === DEFAULT_LANGUAGE && unsentRequestsToName().length === 0 ? suggestedLanguage(rememberedLanguage(), navigator.languages) : null;
  const texts = useSuggestion(lang);
  if (!lang || !texts) return null;
  return (
    <Paper role="region" aria-label={texts.text} lang={lang} shadow="md" withBorder p="sm" radius="md" pos="fixed" bottom={12} left={12} right={12} maw={480} mx="auto" style={{ zIndex: 300 }}>
      <Text size="sm" mb="xs">
        {texts.text}
      </Text>
      <Group gap="sm">
        <Button component="a" href={pathInLanguage('/', lang)} size="xs" onClick={() => rememberLanguage(lang)}>
          {texts.open}
        </Button>
        <Anchor
          component="button"
          type="button"
          size="sm"
          onClick={() => {
            rememberLanguage(DEFAULT_LANGUAGE);
            setDismissed(true);
          }}
        >
          {texts.stay}
        </Anchor>
      </Group>
    </Paper>
  );
}

/** The suggestion's texts for `lang`, once loaded; null before, or without a language to offer. */
function useSuggestion(lang: OtherLang | null): LanguageSuggestion | null {
  const [loaded, setLoaded] = useState<{ lang: OtherLang; texts: LanguageSuggestion } | null>(null);
  useEffect(() => {
    if (!lang || loaded?.lang === lang) return;
    let current = true;
    // Offline before the file was ever fetched: no suggestion, as without a language to offer.
    loadLanguageSuggestion(lang).then(
      (texts) => current && setLoaded({ lang, texts }),
      () => undefined,
    );
    return () => {
      current = false;
    };
  }, [lang, loaded]);
  return lang && loaded?.lang === lang ? loaded.texts : null;
}
