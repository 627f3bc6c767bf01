import { Card, Text, ThemeIcon, Title } from '@mantine/core';
import { tx } from '../../shared/i18n/localize';
import { t } from '../../shared/i18n/t';
import { useListing } from '../../shared/listing/use-listing';
import { Disclaimer } from '../../shared/ui/disclaimer';
import { ExternalButton } from '../../shared/ui/external-link';
import { Icon } from '../../shared/ui/icon';
import classes from '../../shared/ui/link-card.module.css';
import { ListingLayout } from './listing-layout';
import { shorten } from './shorten';

const CARD_DESCRIPTION_LIMIT = 120;

/** /vehicle-services: partner cards that open the partner's affiliate link in a new tab. */
export function PartnerServicesPage() {
  const listing = useListing();
  return (
    <ListingLayout title={t('partners.title')} intro={t('partners.text')} after={<Disclaimer />}>
      {listing.cards.partners.map((card) => {
        if (!card.affiliateLink) return null;
        const provider = card.provider ? tx(card.provider) : '';
        return (
          <Card key={card.key} withBorder radius="md" padding="lg" component="article" className={classes.tappable} data-testid="partner-card">
            <ThemeIcon size={44} radius="md" variant="light" mb="sm" aria-hidden="true">
              <Icon name={card.icon} size={26} />
            </ThemeIcon>
            <Title order={2} fz="lg" mb={4}>
              {tx(card.title)}
            </Title>
            <Text size="sm" c="dimmed" mb="md" style={{ flex: 1 }} data-testid="partner-description">
              {shorten(tx(card.description), CARD_DESCRIPTION_LIMIT)}
            </Text>
            <ExternalButton href={card.affiliateLink} variant="light" fullWidth className={classes.stretched}>
              {t('listing.visitPartner', { provider })}
            </ExternalButton>
          </Card>
        );
      })}
    </ListingLayout>
  );
}
