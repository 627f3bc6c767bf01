import { Anchor, Button, Group, Paper, Text } from '@mantine/core';
import { useState } from 'react';
import { DEFAULT_LANGUAGE, pathInLanguage } from '../../core/languages';
import { unsentRequestsToName } from '../../engine/unsent-requests';
import { rememberedLanguage, rememberLanguage, suggestedLanguage } from '../../shared/i18n/language-choice';
import { LANGUAGE_SUGGESTIONS } from '../../shared/i18n/language-links';
import { currentLanguage } from '../../shared/i18n/t';
import { useHydrated } from '../../shared/use-hydrated';

/**
 * On the English home page, a visitor who chose Telugu before, or whose browser prefers Telugu, is
 * offered the Telugu site (any other language of the list alike): a link, never a redirect. "No" remembers English. It sits over the foot
 * of the screen, so nothing on the page moves when it appears (after hydration: only the browser
 * knows the visitor's languages). A request waiting for WhatsApp comes first: its notice takes the
 * same place, and the suggestion waits for a later page.
 */
export function TeluguSuggestion() {
  const hydrated = useHydrated();
  const [dismissed, setDismissed] = useState(false);
  const lang = hydrated && !dismissed && currentLanguage() === DEFAULT_LANGUAGE && unsentRequestsToName().length === 0 ? suggestedLanguage(rememberedLanguage(), navigator.languages) : null;
  if (!lang) return null;
  const texts = LANGUAGE_SUGGESTIONS[lang];
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
