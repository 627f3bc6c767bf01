import { Stack } from '@mantine/core';
import type { FieldTemplateProps, ObjectFieldTemplateProps } from '@rjsf/utils';

/** Mantine's inputs draw their own label, hint and error, so a field is just its input. */
export function FieldTemplate({ children, hidden }: FieldTemplateProps) {
  if (hidden) return <div hidden>{children}</div>;
  return <>{children}</>;
}

export function ObjectFieldTemplate({ properties }: ObjectFieldTemplateProps) {
  return <Stack gap="md">{properties.map((p) => p.content)}</Stack>;
}

/** Errors are shown by each input and in the page's alert, never as rjsf's list. */
export function Nothing() {
  return null;
}
