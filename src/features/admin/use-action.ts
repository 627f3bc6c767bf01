import { useState } from 'react';
import { apiErrorText, type ShownError } from '../../shared/api/api-error-text';
import type { useNotice } from './notice';

/** What a save answered, when it may call for a second look (a link from another phone than the request's). */
export interface Said {
  text: string;
  warning: boolean;
}

/**
 * A save started from a list (delete, approve, pause, move …), as every console page runs one: `busy`
 * names what is being saved while it runs (its buttons wait), and the page's notice shows the
 * server's success text or the error, worded by its code, else the action's own failure text.
 * `run` resolves true when it succeeded, so the caller reloads what changed.
 */
export function useAction(notice: ReturnType<typeof useNotice>) {
  const [busy, setBusy] = useState<string | null>(null);
  async function run(id: string, action: () => Promise<string | Said>, failure: string): Promise<boolean> {
    setBusy(id);
    try {
      const said = await action();
      if (typeof said === 'string') notice.success(said);
      else if (said.warning) notice.warning(said.text);
      else notice.success(said.text);
      return true;
    } catch (err) {
      notice.failure(err, failure);
      return false;
    } finally {
      setBusy(null);
    }
  }
  return { busy, run };
}

/**
 * A form's save (a dialog, the new-admin form): `saving` while it runs, and what went wrong, worded
 * by its code with the fields the server refused, shown in the form. `save` resolves to that error,
 * or null when it succeeded.
 */
export function useSave(failure: string) {
  const [saving, setSaving] = useState(false);
  const [error, setError] = useState<ShownError | null>(null);
  async function save(action: () => Promise<void>): Promise<ShownError | null> {
    setSaving(true);
    setError(null);
    try {
      await action();
      return null;
    } catch (err) {
      const shown = apiErrorText(err, failure);
      setError(shown);
      return shown;
    } finally {
      setSaving(false);
    }
  }
  return { saving, error, setError, save };
}
