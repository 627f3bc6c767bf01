import { Text } from '@mantine/core';
import type { ReactNode } from 'react';

/** A record's details on its console page (a request's, a grievance's): label above value, as a description list. */
export function DetailList({ rows }: { rows: readonly (readonly [string, ReactNode])[] }) {
  return (
    <dl style={{ margin: 0 }}>
      {rows.map(([label, value]) => (
        <div key={label} style={{ marginBottom: 8 }}>
          <Text component="dt" size="xs" fw={600} c="dimmed">
            {label}
          </Text>
          <Text component="dd" m={0}>
            {value}
          </Text>
        </div>
      ))}
    </dl>
  );
}
