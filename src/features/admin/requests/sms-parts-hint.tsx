import { Text } from '@mantine/core';
import { NOTE_IN_TEXT_MAX, noteInText, oneLine } from '../../../core/note-in-text';
import { smsSize } from '../../../core/sms-parts';
import { t } from '../../../shared/i18n/t';

/**
 * What the note the visitor is texted costs, live as the desk types: the SMS parts it takes as the
 * text carries it (one line, cut at NOTE_IN_TEXT_MAX: src/core/note-in-text.ts), counted by the
 * server's own rule (src/core/sms-parts.ts); why Telugu costs more; that a long one is cut.
 */
export function SmsPartsHint({ note }: { note: string }) {
  const carried = noteInText(note);
  if (!carried) return null;
  const { parts, encoding } = smsSize(carried);
  return (
    <Text component="span" size="xs" display="block" data-testid="note-sms-parts">
      {t('admin.requests.noteSmsParts', { parts, characters: [...carried].length })}
      {encoding === 'ucs2' && ` ${t('admin.requests.noteSmsUnicode')}`}
      {carried !== oneLine(note) && ` ${t('admin.requests.noteSmsCut', { max: NOTE_IN_TEXT_MAX })}`}
    </Text>
  );
}
