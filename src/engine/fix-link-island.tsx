import './fix-texts';
import { Alert, Group, Loader, Paper, Text } from '@mantine/core';
import { useEffect, useState } from 'react';
import type { EntryModule } from '../catalog/client';
import type { CompiledEntry, CompiledForm } from '../catalog/types';
import { fixCodeOfPath } from '../core/fix-link-path';
import { apiErrorText } from '../shared/api/api-error-text';
import { tx } from '../shared/i18n/localize';
import { t } from '../shared/i18n/t';
import { useHydrated } from '../shared/use-hydrated';
import { askFix } from './fix-api';
import { entryModule } from './find-entry';
// Static: the page exists for the fix view, so its code (rjsf with it) is fetched with the page's.
import FixView from './fix-view';

type Opened = { status: 'opening' } | { status: 'failed'; message: string } | ({ status: 'open' } & Module);

type Module = { code: string; entry: CompiledEntry & { form: CompiledForm }; loadValidator: NonNullable<EntryModule['loadValidator']> };

/** What the address's code opens: the API's answer, then the entry's module, its validator fetched beside. */
async function openCode(code: string): Promise<Module> {
  const fix = await askFix(code);
  const { entry, loadValidator } = await entryModule(fix.entryId);
  if (!entry.form || !loadValidator) throw new Error(`${fix.entryId} has no form`);
  void loadValidator();
  return { code, entry: entry as Module['entry'], loadValidator };
}

// Asked as soon as this module runs in the browser, before React has hydrated the page: the answer
// and the entry's module arrive meanwhile, not a hydration later. Null at the build and on an
// address that carries no code.
const code = typeof window === 'undefined' ? null : fixCodeOfPath(window.location.pathname);
const opening = code ? openCode(code) : null;

/**
 * The page of a short fix link (`/f/<code>`): it asks the API what the code opens, then loads only
 * that entry's module, and shows the fix view, "Opening your correction…" meanwhile. The fix view's
 * own call for the same answer is the one made here (fix-api.ts keeps it for it).
 */
export function FixLinkIsland() {
  const hydrated = useHydrated();
  const [opened, setOpened] = useState<Opened>({ status: 'opening' });
  useEffect(() => {
    if (!hydrated) return;
    if (!opening) {
      setOpened({ status: 'failed', message: t('fix.notALink') });
      return;
    }
    let live = true;
    opening.then(
      (module) => live && setOpened({ status: 'open', ...module }),
      (err: unknown) => live && setOpened({ status: 'failed', message: apiErrorText(err, t('fix.failed')).message }),
    );
    return () => {
      live = false;
    };
  }, [hydrated]);

  if (opened.status === 'failed') {
    return (
      <Alert color="red" role="alert" title={opened.message} data-testid="fix-failed">
        {null}
      </Alert>
    );
  }
  if (opened.status === 'opening') {
    return (
      <Paper withBorder className="p-md-lg" radius="md" aria-busy="true" data-testid="fix-opening">
        <Group gap="sm">
          <Loader size="sm" />
          <Text size="sm">{t('fix.opening')}</Text>
        </Group>
      </Paper>
    );
  }
  return (
    <>
      <Text c="dimmed" data-testid="fix-service">
        {tx(opened.entry.source.title)}
      </Text>
      <FixView entry={opened.entry} loadValidator={opened.loadValidator} token={opened.code} />
    </>
  );
}
