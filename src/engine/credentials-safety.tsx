import { Alert, Text } from '@mantine/core';
import { site } from '../catalog/client';
import { tx } from '../shared/i18n/localize';

/**
 * site.yaml texts.credentialsSafety, under the steps of a service page: we never ask for an OTP or
 * password; and texts.maskedAadhaar, since the documents of these pages go to the desk: a copy of an
 * Aadhaar is a masked one.
 */
export function CredentialsSafety() {
  const { credentialsSafety, maskedAadhaar } = site.texts;
  if (!credentialsSafety && !maskedAadhaar) return null;
  return (
    <Alert color="yellow" variant="light" mt="md" data-testid="credentials-safety">
      {credentialsSafety && tx(credentialsSafety)}
      {maskedAadhaar && (
        <Text size="sm" mt={credentialsSafety ? 'xs' : 0} data-testid="masked-aadhaar">
          {tx(maskedAadhaar)}
        </Text>
      )}
    </Alert>
  );
}
