import { Container, Text, Title } from '@mantine/core';
import { t } from '../../shared/i18n/t';
import { Island } from '../../shared/islands/island';
import { pageLanguage } from '../../shared/i18n/page-language';
import { RESULTS_END, RESULTS_ID, RESULTS_START } from '../../shared/search/search-page-marks';
import { searchResultsHtml } from '../../shared/search/search-results-html';
import { ServiceSearchForm } from './service-search-form';

/**
 * /search: the heading, the form (an island, for results as one types) and the results, which the
 * build writes for the empty search (categories and the contact page) between marks the server
 * replaces with a query's results (src/server/search/search-page.ts).
 */
export function ServiceSearchPage() {
  const results = `${RESULTS_START}${searchResultsHtml('', [], pageLanguage, t)}${RESULTS_END}`;
  return (
    <Container size="md" py="lg" px="md">
      <Title order={1} className="fz-26-32">
        {t('serviceSearch.title')}
      </Title>
      <Text c="dimmed" mb="lg">
        {t('serviceSearch.text')}
      </Text>
      <Island name="service-search" component={ServiceSearchForm} props={{ inputId: 'service-search-query', live: true }} hydrate="interaction" />
      <div id={RESULTS_ID} aria-live="polite" data-testid="service-search-results" dangerouslySetInnerHTML={{ __html: results }} />
    </Container>
  );
}
