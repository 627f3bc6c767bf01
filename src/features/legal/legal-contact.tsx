import { Anchor, Paper, Stack, Text, Title } from '@mantine/core';
import { site } from '../../catalog/client';
import { tx } from '../../shared/i18n/localize';
import { t } from '../../shared/i18n/t';
import { unbrokenPhone } from '../../shared/phone-display';
import { ExternalLink } from '../../shared/ui/external-link';

/** The contact block closing each legal page, from the site's contact details. */
export function LegalContact({ title, text }: { title: string; text: string }) {
  const { whatsapp, email, address, hours } = site.contact;
  const phone = unbrokenPhone(site.contact.phone);
  return (
    <Paper withBorder radius="md" p="lg" mt="xl" component="section" aria-labelledby="legal-contact">
      <Title order={2} fz="lg" id="legal-contact" mb="xs">
        {title}
      </Title>
      <Text mb="sm">{text}</Text>
      <Stack gap={4} component="address" style={{ fontStyle: 'normal' }}>
        <Text>
          {t('legal.email')}: <Anchor href={`mailto:${email}`}>{email}</Anchor>
        </Text>
        <Text>
          {t('legal.whatsapp')}: <ExternalLink href={`https://wa.me/${whatsapp}`}>{phone}</ExternalLink>
        </Text>
        <Text>
          {t('legal.phone')}: <Anchor href={`tel:${phone.replace(/\s/g, '')}`}>{phone}</Anchor>
        </Text>
        <Text>
          {t('legal.address')}: {tx(address)}
        </Text>
        <Text>
          {t('legal.hours')}: {tx(hours)}
        </Text>
      </Stack>
    </Paper>
  );
}
