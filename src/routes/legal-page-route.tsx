import { useLoaderData } from '@tanstack/react-router';
import type { LegalKind } from '../features/legal/content/select-content';
import type { LegalDocument } from '../features/legal/content/types';
import { LegalPage } from '../features/legal/legal-page';

export default function LegalPageRoute() {
  const { kind, doc } = useLoaderData({ strict: false }) as { kind: LegalKind; doc: LegalDocument };
  return <LegalPage kind={kind} doc={doc} />;
}
