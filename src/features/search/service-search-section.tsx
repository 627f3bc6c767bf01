import { Paper } from '@mantine/core';
import { t } from '../../shared/i18n/t';
import { PageSection } from '../../shared/ui/page-section';
import { Island } from '../../shared/islands/island';
import { ServiceSearchForm } from './service-search-form';

/**
 * The home page's service search: its form goes to /search, which shows the results (with JavaScript
 * off too); an island only so that its button is live, woken by the first touch. The vehicle number
 * search is a section of its own.
 */
export function ServiceSearchSection() {
  return (
    <PageSection id="service-search" title={t('serviceSearch.title')} intro={t('serviceSearch.text')} holdsForm>
      <Paper withBorder radius="md" className="search-panel" maw={720}>
        <Island name="service-search" component={ServiceSearchForm} props={{ inputId: 'home-service-search', live: false }} hydrate="interaction" />
      </Paper>
    </PageSection>
  );
}
