// The answered fields that are invalid now: what a visitor who leaves without sending left wrong
// (an empty field is not counted here; a required one left empty counts at an attempted send).
import type { CustomValidator, ErrorTransformer, RJSFSchema, ValidatorType } from '@rjsf/utils';
import type { Answer, CompiledForm } from '../catalog/types';
import { fieldOf } from './form-errors';

type Values = Record<string, Answer>;

export function invalidAnswers(validator: ValidatorType<Values>, form: CompiledForm, values: Values, customValidate: CustomValidator, transformErrors: ErrorTransformer): string[] {
  const { errors } = validator.validateFormData(values, form.schema as RJSFSchema, customValidate, transformErrors);
  return [...new Set(errors.map(fieldOf))].filter((name) => (values[name] ?? '') !== '');
}
