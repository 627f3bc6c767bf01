import { Stack } from '@mantine/core';
import type { UiSchema } from '@rjsf/utils';
import { schema, validateFns } from 'virtual:api-form/service';
import { useState } from 'react';
import SchemaForm from '../../../engine/schema-form';
import { ErrorAlert } from '../../../shared/ui/error-alert';
import { t } from '../../../shared/i18n/t';
import { createService } from '../api/create-service';
import { updateService } from '../api/update-service';
import type { ServiceRecord } from '../../../shared/api/answers';
import type { ServiceChecked } from '../../../shared/api/bodies';
import { AdminModal } from '../admin-modal';
import { DialogButtons } from '../dialog-buttons';
import { useSave } from '../use-action';

const uiSchema = (): UiSchema => ({
  'ui:order': ['category', 'title', 'description', 'icon', 'link', 'active'],
  category: { 'ui:enumNames': [t('admin.services.category.vehicle'), t('admin.services.category.driving-licence')] },
  description: { 'ui:widget': 'textarea', 'ui:options': { rows: 3 } },
});

export type ServiceDialogState = { mode: 'add' } | { mode: 'edit'; service: ServiceRecord } | null;

/**
 * Add or edit a link card. The form is the engine's, built from schemas/api/service.schema.json: the
 * rules and messages the server checks with. Save closes the dialog and reloads the lists.
 */
export function ServiceDialog({ state, onClose, onSaved }: { state: ServiceDialogState; onClose: () => void; onSaved: (message: string) => void }) {
  return (
    <AdminModal opened={state !== null} onClose={onClose} title={state?.mode === 'edit' ? t('admin.services.editTitle') : t('admin.services.addTitle')} size="lg">
      {state && <ServiceForm key={state.mode === 'edit' ? state.service.id : 'add'} state={state} onCancel={onClose} onSaved={onSaved} />}
    </AdminModal>
  );
}

function ServiceForm({ state, onCancel, onSaved }: { state: NonNullable<ServiceDialogState>; onCancel: () => void; onSaved: (message: string) => void }) {
  const initial: Partial<ServiceChecked> = state.mode === 'edit' ? fieldsOf(state.service) : { active: true };
  const [values, setValues] = useState<Partial<ServiceChecked>>(initial);
  const { saving, error, setError, save: run } = useSave(t(state.mode === 'edit' ? 'admin.services.updateFailed' : 'admin.services.createFailed'));

  const save = (fields: ServiceChecked) => run(async () => onSaved(state.mode === 'edit' ? await updateService(state.service.id, fields) : await createService(fields)));

  return (
    <SchemaForm<ServiceChecked> schema={schema} validateFns={validateFns} uiSchema={uiSchema()} formData={values} serverErrors={error?.fields}
      onChange={(next) => {
        setValues(next);
        // What the server refused is shown until the field changes.
        setError(null);
      }} onSubmit={(fields) => void save(fields)} id="service-form">
      <Stack gap="sm" mt="lg">
        {error && Object.keys(error.fields).length === 0 && (
          <ErrorAlert data-testid="service-form-error">{error.message}</ErrorAlert>
        )}
        <DialogButtons busy={saving} onCancel={onCancel} />
      </Stack>
    </SchemaForm>
  );
}

// A stored card's icon is a plain string (older cards); the form offers only the schema's names.
const fieldsOf = ({ category, title, description, icon, link, active }: ServiceRecord): ServiceChecked => ({ category, title, description, icon: icon as ServiceChecked['icon'], link, active });
