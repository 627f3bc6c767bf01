import { lazy, Suspense, useEffect, useState } from 'react';
import type { EntryModule } from '../catalog/client';
import type { CompiledEntry, CompiledForm } from '../catalog/types';
import { useHydrated } from '../shared/use-hydrated';
import { fixTokenOf } from '../core/fix-token-hash';

// The fix view's code loads only on a page opened by a fix link.
const FixView = lazy(() => import('./fix-view'));

/** The token of the address's fix link once the page is hydrated (the HTML is a first visit), following later changes of the fragment. */
export function useFixToken(): string | null {
  const hydrated = useHydrated();
  const [hash, setHash] = useState('');
  useEffect(() => {
    if (!hydrated) return;
    const read = () => setHash(window.location.hash);
    read();
    window.addEventListener('hashchange', read);
    return () => window.removeEventListener('hashchange', read);
  }, [hydrated]);
  return fixTokenOf(hash);
}

interface Props {
  entry: CompiledEntry & { form: CompiledForm };
  loadValidator: NonNullable<EntryModule['loadValidator']>;
  token: string;
}

/** The page's form replaced by the fix view (src/engine/fix-view.tsx) while the address is a fix link. */
export function FixPage({ entry, loadValidator, token }: Props) {
  return (
    <Suspense fallback={null}>
      <FixView key={token} entry={entry} loadValidator={loadValidator} token={token} />
    </Suspense>
  );
}
