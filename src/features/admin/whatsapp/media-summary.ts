// What a visitor sent besides text, summed up for the desk: "Received: 2 photos, 1 PDF".
import type { WhatsAppMessageView } from '../../../shared/api/answers';
import type { MessageKey } from '../../../shared/i18n/en';
import { t } from '../../../shared/i18n/t';

type Sort = 'photo' | 'pdf' | 'document' | 'audio' | 'video';

const SORTS: Sort[] = ['photo', 'pdf', 'document', 'audio', 'video'];

/** A media item's sort, by its message's kind and its type. */
export function mediaSort(kind: WhatsAppMessageView['kind'], mime: string): Sort {
  if (mime === 'application/pdf') return 'pdf';
  if (kind === 'image' || mime.startsWith('image/')) return 'photo';
  if (kind === 'audio') return 'audio';
  if (kind === 'video') return 'video';
  return 'document';
}

const wording = (sort: Sort, count: number): MessageKey => `admin.whatsapp.media.${sort}${count === 1 ? '' : 's'}` as MessageKey;

/** "Received: 2 photos, 1 PDF" over the incoming messages; null when none carried media. */
export function mediaSummary(messages: readonly WhatsAppMessageView[]): string | null {
  const counts = new Map<Sort, number>();
  for (const m of messages) if (m.direction === 'in') for (const media of m.media) counts.set(mediaSort(m.kind, media.mime), (counts.get(mediaSort(m.kind, media.mime)) ?? 0) + 1);
  const items = SORTS.filter((s) => counts.has(s)).map((s) => t(wording(s, counts.get(s)!), { count: counts.get(s)! }));
  return items.length ? t('admin.whatsapp.received', { items: items.join(', ') }) : null;
}
