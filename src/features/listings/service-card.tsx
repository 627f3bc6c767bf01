import { Button, Card, Text, ThemeIcon, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import type { ListingCard } from '../../catalog/types';
import { tx } from '../../shared/i18n/localize';
import { t } from '../../shared/i18n/t';
import { CardAnchor, isExternalLink } from '../../shared/listing/card-anchor';
import { Icon } from '../../shared/ui/icon';
import classes from '../../shared/ui/link-card.module.css';

/** A service card: icon, title, description and a button to the service; a tap anywhere on it opens the service. */
export function ServiceCard({ card, action, children, headingOrder = 2 }: { card: ListingCard; action: string; children?: ReactNode; headingOrder?: 2 | 3 }) {
  const title = tx(card.title);
  return (
    <Card withBorder radius="md" padding="lg" component="article" className={classes.tappable} data-testid="service-card">
      <ThemeIcon size={44} radius="md" variant="light" mb="sm" aria-hidden="true">
        <Icon name={card.icon} size={26} />
      </ThemeIcon>
      <Title order={headingOrder} fz="lg" mb={4}>
        {title}
      </Title>
      <Text size="sm" c="dimmed" mb="md" style={{ flex: 1 }}>
        {tx(card.description)}
      </Text>
      {children}
      <Button renderRoot={(props) => <CardAnchor link={card.link} {...props} />} variant="light" fullWidth className={classes.stretched} aria-label={`${action}: ${title}${isExternalLink(card.link) ? ` ${t('common.newTab')}` : ''}`}>
        {action}
      </Button>
    </Card>
  );
}
