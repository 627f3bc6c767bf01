import { Anchor } from '@mantine/core';
import type { WhatsAppMessageView } from '../../../shared/api/answers';
import { t } from '../../../shared/i18n/t';
import { whatsAppMediaUrl } from '../api/whatsapp-media-url';

/**
 * A message's photos and documents, each opened in a new tab through our server, which fetches it
 * from WhatsApp then (the thread's and the unmatched list's: the desk sees a photo before linking it).
 */
export function MediaLinks({ message }: { message: WhatsAppMessageView }) {
  return message.media.map((media, i) => (
    <Anchor key={i} href={whatsAppMediaUrl(message.id, i)} target="_blank" rel="noopener" size="sm" display="inline-block" py={4} mr="sm" data-testid="whatsapp-media-link">
      {t('admin.whatsapp.open', { n: i + 1, type: media.mime })}
    </Anchor>
  ));
}
