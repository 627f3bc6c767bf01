import type { CSSProperties } from 'react';

/** Where the chat panel sits, above its button: shared by the panel and its stand-in while it loads. */
export const PANEL_FRAME: CSSProperties = {
  position: 'absolute',
  right: 0,
  bottom: 72,
  width: 'min(380px, calc(100vw - 32px))',
  height: 'min(520px, calc(100dvh - 110px))',
  flexDirection: 'column',
  overflow: 'hidden',
};

/** What was typed (and whether Enter was pressed) before the panel's code arrived. */
export interface EarlyInput {
  draft: string;
  send: boolean;
}
