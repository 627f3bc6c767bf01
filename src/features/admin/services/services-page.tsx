import { Divider } from '@mantine/core';
import { useState } from 'react';
import { t } from '../../../shared/i18n/t';
import { Notice, useNotice } from '../notice';
import { LinkCardsSection } from './link-cards-section';
import { ListingSection } from './listing-section';
import { ConsoleHeading } from '../console-heading';

/** /admin/services (admins only): the live listing and the link cards. A save reloads both. */
export function ServicesPage() {
  const notice = useNotice();
  const [version, setVersion] = useState(0);
  const saved = () => setVersion((v) => v + 1);
  return (
    <>
      <ConsoleHeading title={t('admin.services.title')} />
      <Notice notice={notice.notice} onClose={notice.clear} />
      <LinkCardsSection version={version} notice={notice} onSaved={saved} />
      <Divider my="xl" />
      <ListingSection version={version} notice={notice} onSaved={saved} />
    </>
  );
}
