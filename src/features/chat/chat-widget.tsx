import { ActionIcon, Box } from '@mantine/core';
import { MessageCircle, X } from 'lucide-react';
import { lazy, Suspense, useCallback, useRef, useState } from 'react';
import { t } from '../../shared/i18n/t';
import { EarlyComposer } from './early-composer';
import type { EarlyInput } from './panel-frame';

// The conversation is fetched on first open: most visitors never open it.
const ChatPanel = lazy(() => import('./chat-panel'));
const PANEL_ID = 'chat-panel';

/** The floating chat button and its panel (a non-modal dialog: the page stays usable beside it). */
export function ChatWidget() {
  const [open, setOpen] = useState(false);
  // Once opened, the panel stays mounted (hidden when closed) so the conversation survives.
  const [started, setStarted] = useState(false);
  const [early, setEarly] = useState<EarlyInput>({ draft: '', send: false });
  const button = useRef<HTMLButtonElement>(null);

  const close = useCallback(() => {
    setOpen(false);
    button.current?.focus();
  }, []);

  return (
    <Box className="chat-dock" style={{ position: 'fixed', right: 16, bottom: 16, zIndex: 200 }}>
      {started ? (
        <Suspense fallback={open ? <EarlyComposer value={early} onChange={setEarly} /> : null}>
          <ChatPanel id={PANEL_ID} open={open} onClose={close} early={early} />
        </Suspense>
      ) : null}
      <ActionIcon
        ref={button}
        size={56}
        radius="xl"
        color="blue.8"
        variant="filled"
        aria-label={open ? t('chat.close') : t('chat.open')}
        aria-expanded={open}
        aria-controls={started ? PANEL_ID : undefined}
        onClick={() => {
          setStarted(true);
          setOpen((o) => !o);
        }}
        onPointerEnter={() => void import('./chat-panel')}
        onFocus={() => void import('./chat-panel')}
        style={{ boxShadow: 'var(--mantine-shadow-lg)' }}
        data-testid="chat-button"
      >
        {open ? <X size={26} aria-hidden="true" /> : <MessageCircle size={26} aria-hidden="true" />}
      </ActionIcon>
    </Box>
  );
}
