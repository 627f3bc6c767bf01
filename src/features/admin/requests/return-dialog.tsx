import '@mantine/core/styles/InlineInput.layer.css';
import '@mantine/core/styles/Checkbox.layer.css';
import { Checkbox, NativeSelect, Stack, Text, TextInput, Title } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { DEFAULT_LANGUAGE } from '../../../core/languages';
import type { FixReasonKey } from '../../../catalog/types';
import type { LangTexts } from '../../../core/lang-texts';
import type { AdminRequest, FixableAnswer } from '../../../shared/api/answers';
import { currentLanguage, t } from '../../../shared/i18n/t';
import { getFixable, returnRequest, type ReturnFlag } from '../api/return-request';
import { AdminModal } from '../admin-modal';
import { DialogButtons } from '../dialog-buttons';
import { LoadedView } from '../loaded-view';
import { useLoaded } from '../use-loaded';
import { useSave } from '../use-action';
import { presetReasons, useFieldLabel } from './fix-labels';

/** Typed words instead of a preset: the select's last choice. */
const OTHER = 'other';

/** One thing the desk may flag: its key in the form, the flag's target, its words in the console, the presets that fit it and what the visitor answered (the case's record, or their message's line). */
interface Item {
  key: string;
  target: ReturnFlag['target'];
  label: string;
  presets: FixReasonKey[];
  answered?: string;
}

/**
 * Return a request for correction: the answers and documents to correct, a reason each (the presets
 * that fit it, or the desk's own words), with what the visitor answered: as the request's case
 * recorded it, else as their WhatsApp message wrote it.
 */
export function ReturnDialog({ request, onClose, onReturned }: { request: AdminRequest | null; onClose: () => void; onReturned: () => void }) {
  return (
    <AdminModal opened={request !== null} onClose={onClose} size="lg" title={request ? t('admin.requests.returnFor', { serviceNumber: request.serviceNumber }) : ''}>
      {request && <ReturnLoader key={request.id} request={request} onCancel={onClose} onReturned={onReturned} />}
    </AdminModal>
  );
}

function ReturnLoader({ request, onCancel, onReturned }: { request: AdminRequest; onCancel: () => void; onReturned: () => void }) {
  const { state, reload } = useLoaded(request.id, (signal) => getFixable(request.id, signal));
  return (
    <LoadedView state={state} onRetry={reload}>
      {(fixable) => <ReturnForm request={request} fixable={fixable} onCancel={onCancel} onReturned={onReturned} />}
    </LoadedView>
  );
}

function ReturnForm({ request, fixable, onCancel, onReturned }: { request: AdminRequest; fixable: FixableAnswer; onCancel: () => void; onReturned: () => void }) {
  const fieldLabel = useFieldLabel(request.entryId);
  const inLanguage = (texts: LangTexts) => texts[currentLanguage()] ?? texts[DEFAULT_LANGUAGE];
  const fields: Item[] = fixable.fields.map((field) => ({
    key: `field:${field}`,
    target: { field },
    label: fieldLabel(field),
    presets: fixable.presets.fields[field] ?? [],
    ...(fixable.answers[field] ? { answered: inLanguage(fixable.answers[field]) } : fixable.written[field] ? { answered: fixable.written[field] } : {}),
  }));
  const documents: Item[] = fixable.documents.map((d) => ({ key: `document:${d[DEFAULT_LANGUAGE]}`, target: { document: d[DEFAULT_LANGUAGE] }, label: inLanguage(d), presets: fixable.presets.documents }));
  // The server's list of what fits each item (src/catalog/fix-reason-fits.ts), worded as site.yaml words it.
  const presetsOf = (item: Item) => presetReasons().filter((p) => item.presets.includes(p.key));
  // Per flagged item: a preset's key, or OTHER with the desk's words.
  const [picked, setPicked] = useState<Record<string, { reason: string; text: string }>>({});
  const [missing, setMissing] = useState<string | null>(null);
  const { saving, error, save } = useSave(t('admin.requests.returnFailed'));

  const toggle = (item: Item, on: boolean) => {
    const next = { ...picked };
    if (on) next[item.key] = { reason: presetsOf(item)[0]?.key ?? OTHER, text: '' };
    else delete next[item.key];
    setPicked(next);
    setMissing(null);
  };
  const flags = (): ReturnFlag[] =>
    [...fields, ...documents].flatMap((item) => {
      const choice = picked[item.key];
      if (!choice) return [];
      return [{ target: item.target, reason: choice.reason === OTHER ? { text: choice.text } : { preset: choice.reason as NonNullable<ReturnFlag['reason']['preset']> } }];
    });

  async function submit(event: FormEvent) {
    event.preventDefault();
    const chosen = flags();
    if (chosen.length === 0) return setMissing(t('admin.requests.returnNone'));
    await save(async () => {
      await returnRequest(request.id, chosen);
      onReturned();
    });
  }

  const itemRow = (item: Item) => {
    const choice = picked[item.key];
    return (
      <Stack key={item.key} gap={6}>
        <Checkbox
          label={item.label}
          description={item.answered ? t('admin.requests.returnAnswered', { answer: item.answered }) : undefined}
          checked={choice !== undefined}
          onChange={(event) => toggle(item, event.currentTarget.checked)}
        />
        {choice && (
          <Stack gap={6} pl="lg">
            <NativeSelect
              label={t('admin.requests.returnReason', { item: item.label })}
              value={choice.reason}
              onChange={(event) => setPicked({ ...picked, [item.key]: { ...choice, reason: event.currentTarget.value } })}
              data={[...presetsOf(item).map((p) => ({ value: p.key, label: p.text })), { value: OTHER, label: t('admin.requests.returnOther') }]}
            />
            {choice.reason === OTHER && (
              <TextInput
                label={t('admin.requests.returnText', { item: item.label })}
                required
                maxLength={500}
                value={choice.text}
                onChange={(event) => setPicked({ ...picked, [item.key]: { ...choice, text: event.currentTarget.value } })}
              />
            )}
          </Stack>
        )}
      </Stack>
    );
  };

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <Text size="sm">{t('admin.requests.returnHint')}</Text>
        <fieldset style={{ border: 0, margin: 0, padding: 0 }}>
          <Title order={3} fz="md" mb="xs" component="legend">
            {t('admin.requests.returnFields')}
          </Title>
          <Stack gap="sm">{fields.map(itemRow)}</Stack>
        </fieldset>
        {documents.length > 0 && (
          <fieldset style={{ border: 0, margin: 0, padding: 0 }}>
            <Title order={3} fz="md" mb="xs" component="legend">
              {t('admin.requests.returnDocuments')}
            </Title>
            <Stack gap="sm">{documents.map(itemRow)}</Stack>
          </fieldset>
        )}
        {(missing ?? error?.message) && (
          <Text c="red.9" size="sm" role="alert">
            {missing ?? error?.message}
          </Text>
        )}
        <DialogButtons busy={saving} onCancel={onCancel} />
      </Stack>
    </form>
  );
}
