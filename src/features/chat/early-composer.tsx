import { useEffect, useRef } from 'react';
import { t } from '../../shared/i18n/t';
import { PANEL_FRAME, type EarlyInput } from './panel-frame';
import classes from './early-composer.module.css';

/**
 * The panel's stand-in while its code loads (on first open, ~1 s on a slow phone): a question typed
 * at once, even sent with Enter, is kept and handed to the panel instead of being lost. Plain
 * elements: it is part of every page's first load, where Mantine's inputs are not.
 */
export function EarlyComposer({ value, onChange }: { value: EarlyInput; onChange: (next: EarlyInput) => void }) {
  const input = useRef<HTMLInputElement>(null);
  useEffect(() => input.current?.focus(), []);
  return (
    <div className={classes.frame} style={{ ...PANEL_FRAME, display: 'flex' }} data-testid="chat-loading">
      <p className={classes.note}>{t('chat.loading')}</p>
      <form
        className={classes.composer}
        onSubmit={(event) => {
          event.preventDefault();
          onChange({ ...value, send: true });
        }}
      >
        <input
          ref={input}
          className={classes.input}
          aria-label={t('chat.input')}
          placeholder={t('chat.input')}
          value={value.draft}
          onChange={(e) => onChange({ ...value, draft: e.currentTarget.value })}
          maxLength={500}
          autoComplete="off"
        />
      </form>
    </div>
  );
}
