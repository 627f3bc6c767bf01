import { Button, Group, TextInput } from '@mantine/core';
import { Search } from 'lucide-react';
import type { FormEvent } from 'react';
import { SEARCH_PATH } from '../../catalog/public-pages';
import { pageHref } from '../../shared/i18n/page-href';
import { t } from '../../shared/i18n/t';
import { QUERY_MARK } from '../../shared/search/search-page-marks';

const [queryMarkName] = QUERY_MARK.split('=') as [string];

/**
 * The service search's form: a real GET form to /search, so it finds a service with JavaScript off
 * too (the server answers the results page). Its field has no value of its own: on /search the server
 * writes the query in (after `data-search-query`), and the island reads what is in the field.
 * Labelled "Service you need", apart from the vehicle number search.
 */
export function ServiceSearchFields({ inputId, onInput }: { inputId: string; onInput?: (event: FormEvent<HTMLInputElement>) => void }) {
  return (
    <form method="get" action={pageHref(SEARCH_PATH)} role="search" aria-label={t('serviceSearch.title')}>
      <Group align="flex-start" gap="sm" wrap="wrap">
        <TextInput
          type="search"
          name="q"
          id={inputId}
          label={t('serviceSearch.label')}
          description={t('serviceSearch.hint')}
          onInput={onInput}
          autoComplete="off"
          enterKeyHint="search"
          size="md"
          maxLength={200}
          style={{ flex: '1 1 240px' }}
          data-testid="service-search-input"
          {...{ [queryMarkName]: '' }}
        />
        <Button type="submit" size="md" className="search-submit" leftSection={<Search size={18} aria-hidden="true" />} style={{ flex: '0 1 auto' }}>
          {t('serviceSearch.submit')}
        </Button>
      </Group>
    </form>
  );
}
