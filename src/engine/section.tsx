import { Paper, Title } from '@mantine/core';
import type { ReactNode } from 'react';

/** One titled card of a start view (about, documents, steps …). */
export function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Paper withBorder p="lg" radius="md" component="section">
      <Title order={2} fz="lg" mb="sm">
        {title}
      </Title>
      {children}
    </Paper>
  );
}
