import { Anchor, Divider, Group, Stack, Text, Title } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { Clock, Mail, MapPin, MessageCircle, Phone } from 'lucide-react';
import type { ReactNode } from 'react';
import { site } from '../../catalog/client';
import { tx } from '../i18n/localize';
import { t } from '../i18n/t';
import { unbrokenPhone } from '../phone-display';
import { ExternalLink } from '../ui/external-link';
import { scrollToSection } from './go-to-section';
import { HOME_SECTIONS } from './nav-items';
import { ResponsiveGrid } from '../ui/responsive-grid';

// The official portals, in the order people look for them; labels and addresses come from site.yaml.
const OFFICIAL = ['parivahan', 'sarathi', 'vahan', 'apTransport'] as const;

function Column({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id}>
      <Title order={2} fz="md" mb="sm" id={id}>
        {title}
      </Title>
      {children}
    </section>
  );
}

function Row({ icon, children }: { icon: ReactNode; children: ReactNode }) {
  return (
    <Group gap={8} wrap="nowrap" align="flex-start">
      <Text component="span" c="blue.9" mt={2} style={{ display: 'inline-flex' }}>
        {icon}
      </Text>
      <Text component="span" size="sm">
        {children}
      </Text>
    </Group>
  );
}

/** The public pages' footer: quick links, official portals, contact details, legal links, disclaimer. */
export function SiteFooter() {
  const { whatsapp, email, address, hours } = site.contact;
  const phone = unbrokenPhone(site.contact.phone);
  const quick = [
    { to: '/services/vehicle', label: t('category.vehicle.title') },
    { to: '/services/driving-licence', label: t('category.licence.title') },
    { to: '/rto-assistance', label: t('nav.rtoAssistance') },
    { to: '/vehicle-services', label: t('footer.partnerServices') },
    { to: '/vehicle-insurance', label: t('insurance.title') },
    { to: '/track', label: t('track.title') },
  ];
  return (
    <Stack gap="lg">
      <ResponsiveGrid cols={{ base: 1, xs: 2, md: 4 }} spacing="xl">
        <Column id="footer-quick" title={t('footer.quickLinks')}>
          <Stack gap={6} component="ul" className="plain-list">
            <li>
              <Anchor component={Link} to="/" size="sm">
                {t('nav.home')}
              </Anchor>
            </li>
            {quick.map((link) => (
              <li key={link.to}>
                <Anchor component={Link} to={link.to} size="sm">
                  {link.label}
                </Anchor>
              </li>
            ))}
            <li>
              <Anchor component={Link} to="/" hash={HOME_SECTIONS.about} size="sm" onClick={() => scrollToSection(HOME_SECTIONS.about)}>
                {t('nav.about')}
              </Anchor>
            </li>
            <li>
              <Anchor component={Link} to="/contact" size="sm">
                {t('nav.contact')}
              </Anchor>
            </li>
          </Stack>
        </Column>
        <Column id="footer-official" title={t('footer.official')}>
          <Stack gap={6} component="ul" className="plain-list">
            {OFFICIAL.flatMap((key) => {
              const link = site.links[key];
              return link
                ? [
                    <li key={key}>
                      <Text size="sm" component="span">
                        <ExternalLink href={link.url}>{tx(link.label)}</ExternalLink>
                      </Text>
                    </li>,
                  ]
                : [];
            })}
          </Stack>
        </Column>
        <Column id="footer-contact" title={t('footer.contact')}>
          <Stack gap={8} component="address" style={{ fontStyle: 'normal' }}>
            <Row icon={<MessageCircle size={16} aria-hidden="true" />}>
              <ExternalLink href={`https://wa.me/${whatsapp}`}>{t('footer.whatsapp', { phone })}</ExternalLink>
            </Row>
            <Row icon={<Phone size={16} aria-hidden="true" />}>
              <Anchor href={`tel:${phone.replace(/\s/g, '')}`} inherit>
                {phone}
              </Anchor>
            </Row>
            <Row icon={<Mail size={16} aria-hidden="true" />}>
              <Anchor href={`mailto:${email}`} inherit>
                {email}
              </Anchor>
            </Row>
            <Row icon={<MapPin size={16} aria-hidden="true" />}>{tx(address)}</Row>
            <Row icon={<Clock size={16} aria-hidden="true" />}>{tx(hours)}</Row>
          </Stack>
        </Column>
        <Column id="footer-legal" title={t('footer.legal')}>
          <Stack gap={6} component="ul" className="plain-list">
            <li>
              <Anchor component={Link} to="/privacy-policy" size="sm">
                {t('terms.privacy')}
              </Anchor>
            </li>
            <li>
              <Anchor component={Link} to="/terms-of-service" size="sm">
                {t('terms.termsOfService')}
              </Anchor>
            </li>
            <li>
              <Anchor component={Link} to="/grievance" size="sm">
                {t('footer.grievance')}
              </Anchor>
            </li>
            <li>
              <Anchor component={Link} to="/sitemap" size="sm">
                {t('footer.sitemap')}
              </Anchor>
            </li>
          </Stack>
        </Column>
      </ResponsiveGrid>
      <Divider />
      <Text size="sm" c="dimmed">
        {tx(site.texts.disclaimer)}
      </Text>
      {/* The year is the build's in the prerendered HTML; a page built in December and read in January says so. */}
      <Text size="sm" c="dimmed" suppressHydrationWarning>
        {t('footer.copyright', { year: new Date().getFullYear(), name: tx(site.name) })}
      </Text>
    </Stack>
  );
}
