import { Button, Group, Paper, Text, Title } from '@mantine/core';
import { MessageCircle, Phone } from 'lucide-react';
import { site } from '../../catalog/client';
import { tx } from '../i18n/localize';
import { t } from '../i18n/t';
import { unbrokenPhone } from '../phone-display';
import { whatsappUrl } from '../whatsapp';

/** WhatsApp and call buttons for the support team (`message` pre-fills the WhatsApp chat). */
export function ContactButtons({ message }: { message?: string }) {
  const { whatsapp } = site.contact;
  const phone = unbrokenPhone(site.contact.phone);
  const chat = message ? whatsappUrl(whatsapp, message) : `https://wa.me/${whatsapp}`;
  return (
    <Group>
      <Button component="a" href={chat} target="_blank" rel="noopener noreferrer" color="teal.9" leftSection={<MessageCircle size={18} aria-hidden="true" />}>
        {t('support.whatsapp')}
      </Button>
      <Button component="a" href={`tel:${phone.replace(/\s/g, '')}`} variant="outline" leftSection={<Phone size={18} aria-hidden="true" />}>
        {t('support.call', { phone })}
      </Button>
    </Group>
  );
}

/** The support team's hours with its WhatsApp and call buttons. */
export function SupportButtons() {
  const { hours } = site.contact;
  return (
    <Paper withBorder p="lg" radius="md" my="lg" component="section" aria-labelledby="support-title">
      <Title order={2} fz="lg" id="support-title">
        {t('support.title')}
      </Title>
      <Text size="sm" c="dimmed" mb="md">
        {t('support.text', { hours: tx(hours) })}
      </Text>
      <ContactButtons />
    </Paper>
  );
}
