import { Paper } from '@mantine/core';
import { SEARCH_INPUT_ID } from '../../shared/layout/go-to-section';
import { t } from '../../shared/i18n/t';
import { PageSection } from '../../shared/ui/page-section';

import VehicleSearchForm from './vehicle-search-form';

export function SearchSection() {
  return (
    <PageSection id="vehicle-search" title={t('search.title')} intro={t('search.text')}>
      <Paper withBorder radius="md" className="search-panel" maw={720}>
        <VehicleSearchForm inputId={SEARCH_INPUT_ID} />
      </Paper>
    </PageSection>
  );
}
