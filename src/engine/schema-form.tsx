import type { IChangeEvent } from '@rjsf/core';
import type { ErrorSchema, RJSFSchema, UiSchema } from '@rjsf/utils';
import createPrecompiledValidator from '@rjsf/validator-ajv8/lib/createPrecompiledValidator.js';
import type { ValidatorFunctions } from '@rjsf/validator-ajv8';
import { useEffect, useMemo, type ReactNode } from 'react';
import { loadApiTexts } from '../shared/i18n/t';
import { toSchemaMessages, type MessageSchema } from './schema-messages';
import { withTheme } from '@rjsf/core';
import { CheckboxWidget } from './theme/checkbox-widget';
import { SelectWidget } from './theme/select-widget';
import { TextareaWidget } from './theme/textarea-widget';
import { templates } from './theme/theme';

// The catalogue's theme plus a yes/no checkbox, which only API forms have (the public pages never load it).
const ThemedForm = withTheme({ templates, widgets: { TextareaWidget, SelectWidget, CheckboxWidget } });

export interface SchemaFormProps<T extends object> {
  /** An API body schema (schemas/api) and its precompiled validator (virtual:api-form/<name>). */
  schema: Record<string, unknown>;
  validateFns: unknown;
  uiSchema?: UiSchema;
  formData: Partial<T>;
  /** Per-field messages the server answered with, shown beside their fields. */
  serverErrors?: Record<string, string>;
  onChange?: (values: Partial<T>) => void;
  onSubmit: (values: T) => void;
  /** The form's buttons; the submit button must be type="submit". */
  children: ReactNode;
  id?: string;
  'aria-labelledby'?: string;
}

/**
 * A form rendered by the engine from an API body schema: the same rules and texts the server checks
 * with, checked in the browser by a precompiled validator (no JSON-Schema compiler, no eval).
 */
export default function SchemaForm<T extends object>({ schema, validateFns, uiSchema, formData, serverErrors, onChange, onSubmit, children, ...rest }: SchemaFormProps<T>) {
  const validator = useMemo(() => createPrecompiledValidator<T>(validateFns as ValidatorFunctions, schema as RJSFSchema), [validateFns, schema]);
  const transformErrors = useMemo(() => toSchemaMessages(schema as MessageSchema), [schema]);
  // The messages are the API's texts, loaded once; until then (or offline) ajv's own wording shows.
  useEffect(() => void loadApiTexts(), []);
  const extraErrors = useMemo(
    () => (serverErrors ? (Object.fromEntries(Object.entries(serverErrors).map(([k, v]) => [k, { __errors: [v] }])) as ErrorSchema<T>) : undefined),
    [serverErrors],
  );
  return (
    <ThemedForm
      {...rest}
      schema={schema as RJSFSchema}
      uiSchema={uiSchema}
      formData={formData as T}
      validator={validator}
      transformErrors={transformErrors}
      extraErrors={extraErrors}
      onChange={onChange ? ({ formData: data }: IChangeEvent<T>) => onChange(data ?? {}) : undefined}
      onSubmit={({ formData: data }: IChangeEvent<T>) => data && onSubmit(data)}
      noHtml5Validate
      focusOnFirstError
      showErrorList={false}
    >
      {children}
    </ThemedForm>
  );
}
