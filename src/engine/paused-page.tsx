import { Container } from '@mantine/core';
import type { EntrySource } from '../catalog/types';
import { PageHeader } from './page-header';
import { PausedNotice } from './paused-notice';

/** The page of an entry an admin has paused: what it is, that it is unavailable for now, and how to reach us instead. No form. */
export function PausedPage({ entry }: { entry: EntrySource }) {
  return (
    <Container size="sm" py="lg" px="md">
      <PageHeader entry={entry} />
      <PausedNotice entry={entry} />
    </Container>
  );
}
