import { Card, Group, Text, ThemeIcon, Title, type TitleOrder } from '@mantine/core';
import type { ListingCard } from '../../catalog/types';
import { tx } from '../../shared/i18n/localize';
import { CardAnchor } from '../../shared/listing/card-anchor';
import { Icon } from '../../shared/ui/icon';
import classes from '../../shared/ui/link-card.module.css';

/** A compact service card that is one link as a whole: a big touch target on a phone. */
export function LinkCard({ card, headingOrder = 3, note }: { card: ListingCard; headingOrder?: TitleOrder; note?: string }) {
  return (
    <Card renderRoot={(props) => <CardAnchor link={card.link} {...props} />} withBorder radius="md" padding="md" className={classes.card} data-testid="home-card">
      <Group wrap="nowrap" align="flex-start" gap="sm">
        <ThemeIcon size={40} radius="md" variant="light" aria-hidden="true">
          <Icon name={card.icon} size={22} />
        </ThemeIcon>
        <div>
          <Title order={headingOrder} fz="md" c="blue.9">
            {tx(card.title)}
          </Title>
          {note ? (
            <Text size="xs" c="dimmed">
              {note}
            </Text>
          ) : null}
          <Text size="sm" c="dimmed" lineClamp={2} mt={2}>
            {tx(card.description)}
          </Text>
        </div>
      </Group>
    </Card>
  );
}
