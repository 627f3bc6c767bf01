import { Button, Group, NativeSelect, Stack, Textarea, TextInput } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { loadApiTexts, t } from '../../../shared/i18n/t';
import { ErrorAlert } from '../../../shared/ui/error-alert';
import { updateListingEntry, type ListingEntryChange } from '../api/update-listing-entry';
import type { CardText, ListingCard } from '../../../shared/api/answers';
import { cardIcons, cardMaxLength, cardTextProblems } from './card-rules';
import { AdminModal } from '../admin-modal';
import { DialogButtons } from '../dialog-buttons';
import { useSave } from '../use-action';

/** Edit a catalogue entry's card: title, description, icon. A field left at the catalogue's text follows the catalogue again. */
export function CardTextDialog({ card, onClose, onSaved }: { card: ListingCard | null; onClose: () => void; onSaved: (message: string) => void }) {
  return (
    <AdminModal opened={card !== null} onClose={onClose} title={t('admin.services.editCard')} size="lg">
      {card && <CardTextForm key={card.key} card={card} onCancel={onClose} onSaved={onSaved} />}
    </AdminModal>
  );
}

function CardTextForm({ card, onCancel, onSaved }: { card: ListingCard; onCancel: () => void; onSaved: (message: string) => void }) {
  const defaults = card.defaults ?? { title: card.title, description: card.description, icon: card.icon };
  const [text, setText] = useState<CardText>({ title: card.title, description: card.description, icon: card.icon });
  const [problems, setProblems] = useState<Partial<Record<keyof CardText, string>>>({});
  const { saving, error, save } = useSave(t('admin.services.updateFailed'));

  const set = (name: keyof CardText) => (event: { currentTarget: { value: string } }) => {
    // Read now: React clears currentTarget once the event is over, before the updater runs.
    const value = event.currentTarget.value;
    setText((v) => ({ ...v, [name]: value }));
    setProblems((p) => ({ ...p, [name]: undefined }));
  };
  // null: back to the catalogue's own text, so a later change of the YAML shows again.
  const change = (name: keyof CardText) => (text[name].trim() === defaults[name] ? null : text[name].trim());

  async function submit(event: FormEvent) {
    event.preventDefault();
    await loadApiTexts();
    const found = cardTextProblems(text);
    setProblems(found);
    if (Object.keys(found).length > 0) return;
    const failed = await save(async () => onSaved(await updateListingEntry(card.key.replace(/^entry:/, ''), { title: change('title'), description: change('description'), icon: change('icon') as ListingEntryChange['icon'] })));
    if (failed) setProblems(failed.fields);
  }

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <TextInput type="text" label={t('admin.services.cardTitle')} required maxLength={cardMaxLength('title')} value={text.title} onChange={set('title')} error={problems.title} description={t('admin.services.catalogueText', { text: defaults.title })} />
        <Textarea label={t('admin.services.cardDescription')} required maxLength={cardMaxLength('description')} autosize minRows={2} value={text.description} onChange={set('description')} error={problems.description} description={t('admin.services.catalogueText', { text: defaults.description })} />
        <NativeSelect label={t('admin.services.cardIcon')} required value={text.icon} onChange={set('icon')} data={cardIcons} error={problems.icon} description={t('admin.services.catalogueText', { text: defaults.icon })} />
        {error && <ErrorAlert>{error.message}</ErrorAlert>}
        <Group justify="space-between" wrap="wrap">
          <Button variant="default" onClick={() => setText(defaults)}>
            {t('admin.services.useCatalogue')}
          </Button>
          <DialogButtons busy={saving} onCancel={onCancel} />
        </Group>
      </Stack>
    </form>
  );
}
