import { Button, Group, NativeSelect, Paper, Stack, Text, Textarea, TextInput, Title } from '@mantine/core';
import { use } from 'react';
import { applying } from '../catalog/conditions';
import type { CompiledForm } from '../catalog/types';
import { t } from '../shared/i18n/t';
import { FORM_SKELETON } from '../shared/islands/form-skeleton-marks';
import { submitLabel } from './button-labels';
import { entryModule } from './find-entry';
import { formNote } from './handoff';
import { documentsOf } from './page-documents';
import { shownFields } from './shown-fields';
import { TermsConsent } from './terms-consent';
import { DateBoxes, isBirthDate } from './theme/date-boxes';

/**
 * The skeleton of an entry's form, written by the build after its request island as an inert
 * <template> (src/app/render-page.tsx; the browser's bundle never holds this code), shown on the start
 * button's tap by src/shared/islands/show-skeleton.ts; none for a page that opens on its form: what the form
 * view first draws (documents, heading, the questions asked before any answer, the buttons) with the
 * same components, so the real form takes its place without moving anything, but every input disabled
 * and the whole hidden from screen readers, which hear "Loading the form" instead.
 */
// As wide as the number the form will mint (its prefix and 14 digits), so the heading wraps as the form's does.
const skeletonNumber = (prefix: string) => `${prefix}${'0'.repeat(14)}`;

export function FormSkeletonTemplate({ entryId }: { entryId: string }) {
  const { entry } = use(entryModule(entryId));
  const { form } = entry;
  if (!form || entry.start === 'none') return null;
  // What the form view first draws: no answers yet.
  const none = {};
  const documents = documentsOf(entry.source);
  const reviews = entry.handoff?.type === 'whatsapp';
  const note = formNote(entry);
  return (
    <template {...{ [FORM_SKELETON]: '' }}>
      <div {...{ [FORM_SKELETON]: '' }} aria-busy="true">
        <p className="visually-hidden" role="status" tabIndex={-1}>
          {t('form.loading')}
        </p>
        <div inert aria-hidden="true">
          {/* Closed lists (the documents, the terms) draw only their summary line: their items are left out. */}
          {documents.length > 0 && (
            <Paper withBorder radius="md" p="sm" mb="md" component="details">
              <Text component="summary" fw={600}>
                {t('guide.documentsSummary', { count: applying(documents, none).length })}
              </Text>
            </Paper>
          )}
          <Paper withBorder className="p-md-lg" radius="md">
            <Group justify="space-between" mb="md" wrap="wrap">
              <Title order={2} fz="lg">
                {t('form.serviceNumber')}: <span className="skeleton-number">{skeletonNumber(entry.source.prefix ?? '')}</span>
              </Title>
            </Group>
            <Stack gap="md">
              {shownFields(form, none).map((name) => (
                <SkeletonField key={name} form={form} name={name} />
              ))}
            </Stack>
            <Stack gap="sm" mt="lg">
              {note && (
                <Text size="sm" c="dimmed">
                  {note}
                </Text>
              )}
              {entry.handoff?.type === 'whatsapp' && entry.start !== 'terms' && <TermsConsent terms={[]} checked={false} error={null} onChange={() => undefined} />}
              {/* Drawn as buttons but not buttons: on an islands page a button outside every island would never work (render-page.tsx). */}
              <Button component="div" size="md" fullWidth disabled>
                {reviews ? t('review.continue') : submitLabel(entry)}
              </Button>
              <Button component="div" variant="subtle" color="gray" disabled>
                {t('form.clear')}
              </Button>
            </Stack>
          </Paper>
        </div>
      </div>
    </template>
  );
}

/** One question as the theme draws it (src/engine/theme), disabled: its label, hint and shape. */
function SkeletonField({ form, name }: { form: CompiledForm; name: string }) {
  const property = form.schema.properties[name]!;
  const ui = form.uiSchema[name] ?? {};
  const options = (ui['ui:options'] ?? {}) as { rows?: number; minAge?: number; maxAge?: number };
  const required = form.schema.required.includes(name) || (form.schema.allOf ?? []).some((rule) => rule.then.required.includes(name));
  const common = { label: property.title, required, disabled: true, placeholder: ui['ui:placeholder'] as string | undefined };
  if (ui['ui:widget'] === 'textarea') return <Textarea {...common} rows={options.rows ?? 3} />;
  if (property.enum) {
    const labels = (ui['ui:enumNames'] as string[] | undefined) ?? property.enum;
    const chosen = property.default === undefined ? t('form.chooseOption') : labels[property.enum.indexOf(property.default)];
    // No chevron: its drawing would be most of the bytes a choice adds to the page.
    return <NativeSelect label={common.label} description={common.placeholder} required={required} disabled data={[chosen ?? '']} rightSection={<span />} />;
  }
  if (ui['ui:widget'] === 'date') return <DateBoxes id={`skeleton_${name}`} label={common.label} required={required} disabled lines={[common.placeholder]} birthDate={isBirthDate(options)} />;
  return <TextInput {...common} type="text" />;
}
