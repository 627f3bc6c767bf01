import { Button, Group, Paper, Text, Title } from '@mantine/core';
import { MessageCircle, Phone } from 'lucide-react';
import { site } from '../../catalog/client';
import { tx } from '../i18n/localize';
import { t } from '../i18n/t';

/** WhatsApp and call buttons for the support team. */
export function SupportButtons() {
  const { whatsapp, phone, hours } = site.contact;
  return (
    <Paper withBorder p="lg" radius="md" my="lg" component="section" aria-labelledby="support-title">
      <Title order={2} fz="lg" id="support-title">
        {t('support.title')}
      </Title>
      <Text size="sm" c="dimmed" mb="md">
        {t('support.text', { hours: tx(hours) })}
      </Text>
      <Group>
        <Button component="a" href={`https://wa.me/${whatsapp}`} target="_blank" rel="noopener noreferrer" color="teal.9" leftSection={<MessageCircle size={18} aria-hidden="true" />}>
          {t('support.whatsapp')}
        </Button>
        <Button component="a" href={`tel:${phone.replace(/\s/g, '')}`} variant="outline" leftSection={<Phone size={18} aria-hidden="true" />}>
          {t('support.call', { phone })}
        </Button>
      </Group>
    </Paper>
  );
}
