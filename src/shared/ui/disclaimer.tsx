import { Alert } from '@mantine/core';
import { Info } from 'lucide-react';
import { site } from '../../catalog/client';
import { tx } from '../i18n/localize';

export function Disclaimer() {
  return (
    <Alert variant="light" color="gray" icon={<Info size={18} aria-hidden="true" />} my="lg">
      {tx(site.texts.disclaimer)}
    </Alert>
  );
}
