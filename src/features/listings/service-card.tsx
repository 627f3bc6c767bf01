import { Button, Card, Text, ThemeIcon, Title } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import type { ListingCard } from '../../catalog/types';
import { tx } from '../../shared/i18n/localize';
import { Icon } from '../../shared/ui/icon';

/** A service card: icon, title, description and a button to the service. */
export function ServiceCard({ card, action, children }: { card: ListingCard; action: string; children?: ReactNode }) {
  const title = tx(card.title);
  return (
    <Card withBorder radius="md" padding="lg" component="article" data-testid="service-card">
      <ThemeIcon size={44} radius="md" variant="light" mb="sm" aria-hidden="true">
        <Icon name={card.icon} size={26} />
      </ThemeIcon>
      <Title order={2} fz="lg" mb={4}>
        {title}
      </Title>
      <Text size="sm" c="dimmed" mb="md" style={{ flex: 1 }}>
        {tx(card.description)}
      </Text>
      {children}
      <Button component={Link} to={card.link} variant="light" fullWidth aria-label={`${action}: ${title}`}>
        {action}
      </Button>
    </Card>
  );
}
