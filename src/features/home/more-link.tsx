import { Anchor } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { ArrowRight } from 'lucide-react';

/** The "View all …" link under a group of cards. */
export function MoreLink({ to, children }: { to: string; children: string }) {
  return (
    <Anchor component={Link} to={to} fw={600} mt="md" style={{ display: 'inline-flex', alignItems: 'center', gap: 4 }}>
      {children}
      <ArrowRight size={16} aria-hidden="true" />
    </Anchor>
  );
}
