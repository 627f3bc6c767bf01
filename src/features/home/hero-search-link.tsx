import { Button } from '@mantine/core';
import { Search } from 'lucide-react';
import { t } from '../../shared/i18n/t';
import { focusField, SEARCH_INPUT_ID } from '../../shared/layout/go-to-section';

/** "Search your vehicle": puts the cursor in the search box further down (an island: it needs code). */
export function HeroSearchLink() {
  return (
    <Button
      component="a"
      href="#vehicle-search"
      size="md"
      variant="subtle"
      leftSection={<Search size={20} aria-hidden="true" />}
      onClick={(event: React.MouseEvent) => {
        event.preventDefault();
        focusField(SEARCH_INPUT_ID);
      }}
    >
      {t('home.hero.search')}
    </Button>
  );
}
