import { withTheme } from '@rjsf/core';
import type { TemplatesType } from '@rjsf/utils';
import { BaseInputTemplate } from './base-input-template';
import { DateWidget } from './date-widget';
import { SelectWidget } from './select-widget';
import { LazyChoicesWidget } from './lazy-choices-widget';
import { FieldTemplate, Nothing, ObjectFieldTemplate } from './templates';
import { TextareaWidget } from './textarea-widget';

// A small Mantine theme for rjsf, covering the field types the catalogue has (text, multiline, date
// as day, month and year boxes, choice, choices: rjsf's CheckboxesWidget for an array of options). @rjsf/mantine's full theme adds ~81 KB gzip (its date widgets pull @mantine/dates and
// dayjs); this one adds under 1 KB.
export const templates: Partial<TemplatesType> = {
  BaseInputTemplate,
  FieldTemplate,
  ObjectFieldTemplate,
  ErrorListTemplate: Nothing,
  FieldErrorTemplate: Nothing,
  FieldHelpTemplate: Nothing,
  TitleFieldTemplate: Nothing,
  DescriptionFieldTemplate: Nothing,
};

export const ThemedForm = withTheme({
  templates,
  widgets: { TextareaWidget, SelectWidget, DateWidget, CheckboxesWidget: LazyChoicesWidget },
});
