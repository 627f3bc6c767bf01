import { useLoaderData, useSearch } from '@tanstack/react-router';
import type { EntryModule } from '../catalog/client';
import { RequestPage } from '../engine/request-page';

export default function EntryPage() {
  const module = useLoaderData({ strict: false }) as EntryModule;
  const search = useSearch({ strict: false });
  return <RequestPage module={module} search={search} />;
}
