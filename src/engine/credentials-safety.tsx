import { Alert } from '@mantine/core';
import { site } from '../catalog/client';
import { tx } from '../shared/i18n/localize';

/** site.yaml texts.credentialsSafety, under the steps of a service page: we never ask for an OTP or password. */
export function CredentialsSafety() {
  const text = site.texts.credentialsSafety;
  if (!text) return null;
  return (
    <Alert color="yellow" variant="light" mt="md" data-testid="credentials-safety">
      {tx(text)}
    </Alert>
  );
}
