import { Button } from '@mantine/core';
import type { ReactNode } from 'react';
import { useHydrated } from '../../shared/use-hydrated';

/**
 * The account forms' submit button. These pages are prerendered: until the app has hydrated, a click
 * would send the form natively and put the password in the address, so the button waits disabled.
 */
export function SubmitButton({ disabled, children }: { disabled: boolean; children: ReactNode }) {
  const hydrated = useHydrated();
  return (
    <Button type="submit" fullWidth disabled={disabled || !hydrated}>
      {children}
    </Button>
  );
}
