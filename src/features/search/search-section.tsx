import { Paper } from '@mantine/core';
import { lazy } from 'react';
import { SEARCH_INPUT_ID } from '../../shared/layout/go-to-section';
import { t } from '../../shared/i18n/t';
import { Deferred } from '../../shared/ui/deferred';
import { PageSection } from '../../shared/ui/page-section';

// Below the fold on a phone: the form's code loads after the page is up.
const VehicleSearchForm = lazy(() => import('./vehicle-search-form'));

export function SearchSection() {
  return (
    <PageSection id="vehicle-search" title={t('search.title')} intro={t('search.text')}>
      <Paper withBorder radius="md" p={{ base: 'md', sm: 'xl' }} maw={720}>
        <Deferred minHeight={130}>
          <VehicleSearchForm inputId={SEARCH_INPUT_ID} />
        </Deferred>
      </Paper>
    </PageSection>
  );
}
