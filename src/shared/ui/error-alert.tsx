import { Alert, Text, type AlertProps } from '@mantine/core';
import type { ReactNode } from 'react';

/**
 * What went wrong, in red, interrupting (role alert): the text in shade 9 keeps 4.5:1 on the tinted
 * background. `action` is a way on under the text, such as "Try again".
 */
export function ErrorAlert({ children, action, ...props }: Omit<AlertProps, 'color' | 'role' | 'children'> & { children: ReactNode; action?: ReactNode; 'data-testid'?: string }) {
  return (
    <Alert color="red" role="alert" {...props}>
      <Text size="sm" c="red.9" fw={500} mb={action ? 'xs' : undefined}>
        {children}
      </Text>
      {action}
    </Alert>
  );
}
