import { Anchor, Group } from '@mantine/core';
import { ArrowLeft } from 'lucide-react';
import type { EntrySource } from '../catalog/types';
import { tx } from '../shared/i18n/localize';
import { PageLink } from '../shared/islands/page-link';

export function BackLink({ back }: { back: EntrySource['back'] }) {
  return (
    <Anchor component={PageLink} to={back.to} size="sm">
      <Group gap={4} component="span">
        <ArrowLeft size={16} aria-hidden="true" />
        {tx(back.label)}
      </Group>
    </Anchor>
  );
}
