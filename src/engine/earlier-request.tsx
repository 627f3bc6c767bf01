import { Anchor, Text } from '@mantine/core';
import { t } from '../shared/i18n/t';

interface Props {
  /** The service's title: all the notice shows of the request. */
  service: string;
  onMine: () => void;
  onRemove: () => void;
}

// Links drawn as buttons, as the notice's own: Mantine's Button would add its code to every page's notice.
const TOUCH = { display: 'inline-block', minHeight: 24 };

/**
 * A request kept for WhatsApp in an earlier browser session, as the notice of unsent requests names
 * it (unsent-requests-notice.tsx): by its service only, until the visitor says it is theirs.
 */
export function EarlierRequest({ service, onMine, onRemove }: Props) {
  return (
    <>
      <Text size="sm" fw={600}>
        {t('earlier.title')}
      </Text>
      <Text size="sm">{t('earlier.text', { service })}</Text>
      <Anchor component="button" type="button" size="sm" fw={600} mr="md" style={TOUCH} aria-label={t('earlier.mineOne', { service })} onClick={onMine}>
        {t('earlier.mine')}
      </Anchor>
      <Anchor component="button" type="button" size="sm" c="red.8" style={TOUCH} aria-label={t('earlier.removeOne', { service })} onClick={onRemove}>
        {t('earlier.remove')}
      </Anchor>
    </>
  );
}
