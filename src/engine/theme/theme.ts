import { withTheme } from '@rjsf/core';
import type { TemplatesType } from '@rjsf/utils';
import { BaseInputTemplate } from './base-input-template';
import { DateWidget } from './date-widget';
import { SelectWidget } from './select-widget';
import { KIND_WIDGETS } from './kind-widgets';
import { FieldTemplate, Nothing, ObjectFieldTemplate } from './templates';
import { TextareaWidget } from './textarea-widget';

// A small Mantine theme for rjsf, covering the field kinds the catalogue has (text, multiline, date
// as day, month and year boxes, choice and office as a select; a kind's own widget, as choices'
// checkboxes, in kind-widgets/, loaded when a form has such a field). @rjsf/mantine's full theme adds ~81 KB gzip (its date widgets pull @mantine/dates and
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
  // A kind's own widget is registered by the name its uiSchema gives (`ui:widget`), which rjsf looks up first.
  widgets: { TextareaWidget, SelectWidget, DateWidget, ...KIND_WIDGETS },
});
