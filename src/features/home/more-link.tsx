import { Anchor } from '@mantine/core';
import { ArrowRight } from 'lucide-react';
import { PageLink } from '../../shared/islands/page-link';

/** The "View all …" link under a group of cards. */
export function MoreLink({ to, children }: { to: string; children: string }) {
  return (
    <Anchor component={PageLink} to={to} fw={600} mt="md" style={{ display: 'inline-flex', alignItems: 'center', gap: 4 }}>
      {children}
      <ArrowRight size={16} aria-hidden="true" />
    </Anchor>
  );
}
