import { useEffect, useRef, useState, type ChangeEvent } from 'react';
import type { FieldErrors } from './auth-validation';

/**
 * The state of a small form: its values, the inline error of each field, and focus on the first
 * field in error after a refused submit (so keyboard and screen-reader users land on the problem).
 */
export function useFormFields<V extends Record<string, string>>(initial: V) {
  type Name = keyof V & string;
  const [values, setValues] = useState<V>(initial);
  const [errors, setErrors] = useState<FieldErrors<Name>>({});
  const [refusals, setRefusals] = useState(0);
  const formRef = useRef<HTMLFormElement>(null);

  useEffect(() => {
    if (refusals > 0) formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [refusals]);

  /**
   * Props for a Mantine input: value, onChange (which clears that field's error) and error.
   * `clean` reshapes what was typed, e.g. keeps only the digits of an OTP.
   */
  const field = (name: Name, clean: (typed: string) => string = (typed) => typed) => ({
    name,
    value: values[name],
    error: errors[name],
    onChange: (event: ChangeEvent<HTMLInputElement>) => {
      const value = clean(event.currentTarget.value);
      setValues((v) => ({ ...v, [name]: value }));
      setErrors((e) => ({ ...e, [name]: undefined }));
    },
  });

  /** Shows the errors (the browser's own or the server's per-field ones); true when there were none. */
  const showErrors = (found: Partial<Record<string, string>>): boolean => {
    const mine = Object.fromEntries(Object.entries(found).filter(([k, v]) => k in initial && v)) as FieldErrors<Name>;
    setErrors(mine);
    if (Object.keys(mine).length === 0) return true;
    setRefusals((n) => n + 1);
    return false;
  };

  return { values, setValues, errors, field, showErrors, formRef };
}
