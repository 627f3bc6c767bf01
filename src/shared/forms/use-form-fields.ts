import { useEffect, useRef, useState } from 'react';

/**
 * The state of a small form: its values, the inline error of each field, and focus on the first
 * field in error after a refused submit (so keyboard and screen-reader users land on the problem).
 */
export function useFormFields<V extends { [K in keyof V]: string | number }>(initial: V) {
  type Name = keyof V & string;
  type TextName = { [K in Name]: V[K] extends string ? K : never }[Name];
  const [values, setValues] = useState<V>(initial);
  const [errors, setErrors] = useState<Partial<Record<Name, string>>>({});
  const [refusals, setRefusals] = useState(0);
  const formRef = useRef<HTMLFormElement>(null);

  useEffect(() => {
    if (refusals > 0) formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [refusals]);

  /** Sets one value and clears that field's error. */
  const setField = <K extends Name>(name: K, value: V[K]) => {
    setValues((v) => ({ ...v, [name]: value }));
    setErrors((e) => ({ ...e, [name]: undefined }));
  };

  /**
   * Props for a Mantine text input, select or text area: value, onChange (which clears that field's
   * error) and error. `clean` reshapes what was typed, e.g. keeps only the digits of an OTP.
   */
  const field = (name: TextName, clean: (typed: string) => string = (typed) => typed) => ({
    name,
    value: values[name] as string,
    error: errors[name],
    onChange: (event: { currentTarget: { value: string } }) => setField(name, clean(event.currentTarget.value) as V[TextName]),
  });

  /**
   * Shows the errors (the browser's own or the server's per-field ones), keeping those of this
   * form's fields; true when there were none.
   */
  const showErrors = (found: Partial<Record<string, string>>): boolean => {
    const mine = Object.fromEntries(Object.entries(found).filter(([k, v]) => k in initial && v)) as Partial<Record<Name, string>>;
    setErrors(mine);
    if (Object.keys(mine).length === 0) return true;
    setRefusals((n) => n + 1);
    return false;
  };

  return { values, setValues, errors, field, setField, showErrors, formRef };
}
