import { Anchor, Paper, Stack, Text, Title } from '@mantine/core';
import { Clock, Mail, MapPin, Phone, type LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { site } from '../../catalog/client';
import { tx } from '../../shared/i18n/localize';
import { t } from '../../shared/i18n/t';
import { unbrokenPhone } from '../../shared/phone-display';
import { PageSection } from '../../shared/ui/page-section';

import ContactForm from './contact-form';
import { ResponsiveGrid } from '../../shared/ui/responsive-grid';

/** The contact section (the home page's #contact, and the /contact page, where the header's Contact link goes): details and the form. */
export function ContactSection({ page = false }: { page?: boolean }) {
  const { email, address, hours, whatsapp } = site.contact;
  const phone = unbrokenPhone(site.contact.phone);
  return (
    <PageSection id="contact" holdsForm order={page ? 1 : 2} title={t('contact.title')} intro={t('contact.text')}>
      <ResponsiveGrid cols={{ base: 1, md: 2 }} spacing="xl">
        <Paper withBorder radius="md" p="lg">
          <Title order={3} fz="lg" mb="md">
            {t('contact.detailsTitle')}
          </Title>
          <Stack gap="md" component="dl" m={0}>
            <Detail Icon={Phone} label={t('contact.phone')}>
              <Anchor href={`https://wa.me/${whatsapp}`} target="_blank" rel="noopener noreferrer">
                {phone}
                <span className="visually-hidden"> {t('common.newTab')}</span>
              </Anchor>
            </Detail>
            <Detail Icon={Mail} label={t('contact.email')}>
              <Anchor href={`mailto:${email}`}>{email}</Anchor>
            </Detail>
            <Detail Icon={MapPin} label={t('contact.address')}>
              {tx(address)}
            </Detail>
            <Detail Icon={Clock} label={t('contact.hours')}>
              {tx(hours)}
            </Detail>
          </Stack>
        </Paper>
        <Paper withBorder radius="md" p="lg">
          <ContactForm />
        </Paper>
      </ResponsiveGrid>
    </PageSection>
  );
}

function Detail({ Icon, label, children }: { Icon: LucideIcon; label: string; children: ReactNode }) {
  return (
    <div>
      <Text component="dt" size="sm" fw={600} style={{ display: 'flex', alignItems: 'center', gap: 8 }}>
        <Icon size={18} aria-hidden="true" color="var(--mantine-color-blue-8)" />
        {label}
      </Text>
      <Text component="dd" size="sm" ml={26} mt={2} mb={0}>
        {children}
      </Text>
    </div>
  );
}
