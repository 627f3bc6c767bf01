import { Anchor, Button, Group, Paper, Text } from '@mantine/core';
import { useState } from 'react';
import { pathInLanguage } from '../../core/language-paths';
import { rememberedLanguage, rememberLanguage, suggestsTelugu } from '../../shared/i18n/language-choice';
import { TELUGU_SUGGESTION } from '../../shared/i18n/language-links';
import { currentLanguage } from '../../shared/i18n/t';
import { useHydrated } from '../../shared/use-hydrated';

/**
 * On the English home page, a visitor who chose Telugu before, or whose browser prefers Telugu, is
 * offered the Telugu site: a link, never a redirect. "No" remembers English. It sits over the foot
 * of the screen, so nothing on the page moves when it appears (after hydration: only the browser
 * knows the visitor's languages).
 */
export function TeluguSuggestion() {
  const hydrated = useHydrated();
  const [dismissed, setDismissed] = useState(false);
  if (!hydrated || dismissed || currentLanguage() !== 'en' || !suggestsTelugu(rememberedLanguage(), navigator.languages)) return null;
  return (
    <Paper role="region" aria-label={TELUGU_SUGGESTION.text} lang="te" shadow="md" withBorder p="sm" radius="md" pos="fixed" bottom={12} left={12} right={12} maw={480} mx="auto" style={{ zIndex: 300 }}>
      <Text size="sm" mb="xs">
        {TELUGU_SUGGESTION.text}
      </Text>
      <Group gap="sm">
        <Button component="a" href={pathInLanguage('/', 'te')} size="xs" onClick={() => rememberLanguage('te')}>
          {TELUGU_SUGGESTION.open}
        </Button>
        <Anchor
          component="button"
          type="button"
          size="sm"
          onClick={() => {
            rememberLanguage('en');
            setDismissed(true);
          }}
        >
          {TELUGU_SUGGESTION.stay}
        </Anchor>
      </Group>
    </Paper>
  );
}
