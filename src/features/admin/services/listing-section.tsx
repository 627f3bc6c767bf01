import { ActionIcon, Badge, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { ArrowDown, ArrowUp } from 'lucide-react';
import { useState } from 'react';
import { t } from '../../../shared/i18n/t';
import { Icon } from '../../../shared/ui/icon';
import { getAdminListing } from '../api/get-listing';
import { saveListingOrder } from '../api/save-listing-order';
import { updateListingEntry } from '../api/update-listing-entry';
import { updateService } from '../api/update-service';
import { LoadedView } from '../loaded-view';
import type { useNotice } from '../notice';
import type { ListingCard } from '../../../shared/api/answers';
import type { ServiceChecked } from '../../../shared/api/bodies';
import { useAction } from '../use-action';
import { useLoaded } from '../use-loaded';
import { CardTextDialog } from './card-text-dialog';

/**
 * The live listing as visitors see it, category by category and in order: pause or resume a card,
 * edit a catalogue card's text, move cards up or down. Link cards are paused by making them inactive.
 */
export function ListingSection({ version, notice, onSaved }: { version: number; notice: ReturnType<typeof useNotice>; onSaved: () => void }) {
  const { state, reload } = useLoaded(String(version), getAdminListing);
  const [editing, setEditing] = useState<ListingCard | null>(null);
  const action = useAction(notice);
  const busy = action.busy !== null;
  const run = async (save: () => Promise<string>, failure: string) => {
    if (await action.run('listing', save, failure)) onSaved();
  };

  const togglePause = (card: ListingCard) =>
    run(
      () =>
        card.kind === 'entry'
          ? updateListingEntry(card.key.replace(/^entry:/, ''), { paused: !card.paused })
          : updateService(card.key.replace(/^link:/, ''), { category: card.category as ServiceChecked['category'], title: card.title, description: card.description, icon: card.icon as ServiceChecked['icon'], link: card.link, active: card.paused }),
      t('admin.services.updateFailed'),
    );

  const move = (cards: ListingCard[], index: number, by: -1 | 1) => {
    const keys = cards.map((c) => c.key);
    const [moved] = keys.splice(index, 1);
    keys.splice(index + by, 0, moved!);
    return run(() => saveListingOrder(cards[0]!.category, keys), t('admin.services.orderFailed'));
  };

  return (
    <section aria-labelledby="listing-title">
      <Title order={2} fz="lg" mb="xs" id="listing-title">
        {t('admin.services.listing')}
      </Title>
      <Text size="sm" c="dimmed" mb="sm">
        {t('admin.services.listingText')}
      </Text>
      <LoadedView state={state} onRetry={reload}>
        {(data) =>
          data.categories.map((category) => {
            const cards = data.cards.filter((c) => c.category === category.id);
            return (
              <Stack key={category.id} gap="xs" mb="lg" data-testid="listing-category">
                <Title order={3} fz="md">
                  {category.title}
                </Title>
                {cards.map((card, index) => (
                  <Paper key={card.key} withBorder p="sm" radius="md" data-testid="listing-card">
                    <Group justify="space-between" wrap="wrap" gap="xs" align="flex-start">
                      <Group gap="sm" wrap="nowrap" align="flex-start" style={{ flex: '1 1 240px', minWidth: 0 }}>
                        <Icon name={card.icon} size={20} />
                        <div style={{ minWidth: 0 }}>
                          <Text size="sm" fw={600}>
                            {card.title}
                          </Text>
                          <Text size="xs" c="dimmed" lineClamp={2}>
                            {card.description}
                          </Text>
                          <Group gap={4} mt={4}>
                            <Badge size="sm" variant="outline" color="gray.8">
                              {card.kind === 'entry' ? t('admin.services.catalogue') : t('admin.services.linkCard')}
                            </Badge>
                            {card.paused && (
                              <Badge size="sm" color="gray.7" variant="filled">
                                {t('admin.services.paused')}
                              </Badge>
                            )}
                            {card.changed && (
                              <Badge size="sm" color="blue.8" variant="filled">
                                {t('admin.services.changed')}
                              </Badge>
                            )}
                          </Group>
                        </div>
                      </Group>
                      <Group gap={4} wrap="nowrap">
                        <ActionIcon variant="default" disabled={busy || index === 0} onClick={() => void move(cards, index, -1)} aria-label={t('admin.services.moveUp', { title: card.title })}>
                          <ArrowUp size={16} aria-hidden="true" />
                        </ActionIcon>
                        <ActionIcon variant="default" disabled={busy || index === cards.length - 1} onClick={() => void move(cards, index, 1)} aria-label={t('admin.services.moveDown', { title: card.title })}>
                          <ArrowDown size={16} aria-hidden="true" />
                        </ActionIcon>
                        {card.kind === 'entry' && (
                          <Button size="xs" variant="outline" color="blue.9" disabled={busy} onClick={() => setEditing(card)} aria-label={t('admin.services.editLabel', { title: card.title })}>
                            {t('admin.edit')}
                          </Button>
                        )}
                        <Button
                          size="xs"
                          variant="outline"
                          color={card.paused ? 'teal.9' : 'gray.8'}
                          disabled={busy}
                          onClick={() => void togglePause(card)}
                          aria-label={t(card.paused ? 'admin.services.resumeLabel' : 'admin.services.pauseLabel', { title: card.title })}
                        >
                          {card.paused ? t('admin.services.resume') : t('admin.services.pause')}
                        </Button>
                      </Group>
                    </Group>
                  </Paper>
                ))}
              </Stack>
            );
          })
        }
      </LoadedView>
      <CardTextDialog
        card={editing}
        onClose={() => setEditing(null)}
        onSaved={(message) => {
          setEditing(null);
          notice.success(message);
          onSaved();
        }}
      />
    </section>
  );
}
