import { Divider, Title } from '@mantine/core';
import { useState } from 'react';
import { t } from '../../../shared/i18n/t';
import { Notice, useNotice } from '../notice';
import { LinkCardsSection } from './link-cards-section';
import { ListingSection } from './listing-section';

/** /admin/services (admins only): the live listing and the link cards. A save reloads both. */
export function ServicesPage() {
  const notice = useNotice();
  const [version, setVersion] = useState(0);
  const saved = () => setVersion((v) => v + 1);
  return (
    <>
      <Title order={1} fz={{ base: 22, sm: 26 }} mb="md">
        {t('admin.services.title')}
      </Title>
      <Notice notice={notice.notice} onClose={notice.clear} />
      <LinkCardsSection version={version} notice={notice} onSaved={saved} />
      <Divider my="xl" />
      <ListingSection version={version} notice={notice} onSaved={saved} />
    </>
  );
}
