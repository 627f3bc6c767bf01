import { Alert, Paper, Text, Title } from '@mantine/core';
import { AlertTriangle } from 'lucide-react';
import { site } from '../../catalog/client';
import { tx } from '../../shared/i18n/localize';
import { t } from '../../shared/i18n/t';
import { useListing } from '../../shared/listing/use-listing';
import { Disclaimer } from '../../shared/ui/disclaimer';
import { ListingLayout } from './listing-layout';
import { ServiceCard } from './service-card';

/** /rto-assistance: the six assistance services, an about section and the approval notice. */
export function RtoAssistancePage() {
  const listing = useListing();
  return (
    <ListingLayout
      title={t('rto.title')}
      intro={t('rto.text')}
      after={
        <>
          <Paper withBorder p="lg" radius="md" mt="xl" component="section" aria-labelledby="rto-about">
            <Title order={2} fz="lg" id="rto-about" mb="xs">
              {t('rto.aboutTitle')}
            </Title>
            <Text>{t('rto.about')}</Text>
          </Paper>
          <Alert color="orange" mt="lg" styles={{ title: { color: 'var(--mantine-color-text)' } }} title={t('rto.noticeTitle')} icon={<AlertTriangle size={18} aria-hidden="true" />}>
            {tx(site.texts.rtoNotice)} {tx(site.texts.biometricNotice)}
          </Alert>
          <Disclaimer />
        </>
      }
    >
      {listing.cards.rto.map((card) => (
        <ServiceCard key={card.key} card={card} action={t('listing.learnMore')} />
      ))}
    </ListingLayout>
  );
}
