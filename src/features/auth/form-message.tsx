import { Alert, Anchor, Text } from '@mantine/core';
import { CircleAlert, CircleCheck, Info } from 'lucide-react';
import type { ReactNode } from 'react';
import { apiErrorText } from '../../shared/api/api-error-text';
import { ApiRequestError } from '../../shared/api/client';
import { t } from '../../shared/i18n/t';
import { PageLink } from '../../shared/islands/page-link';
import type { PageTarget } from '../../shared/islands/page-navigation';

export type MessageTone = 'error' | 'success' | 'info';

export interface FormMessageState {
  tone: MessageTone;
  text: string;
  /** A follow-up link or button, e.g. "Login" after "already registered". */
  action?: ReactNode;
}

const look = {
  error: { color: 'red', text: 'red.9', Icon: CircleAlert },
  success: { color: 'green', text: 'green.9', Icon: CircleCheck },
  info: { color: 'blue', text: 'blue.9', Icon: Info },
} as const;

/** A way on under a refusal, shown when the server's answer carries `code` ("already registered": Login). */
export interface RefusalLink {
  code: string;
  to: PageTarget['to'];
  label: string;
}

/**
 * What a form says when the server refused its send. Refusals the server pinned on fields show
 * beside those fields (`showErrors`), and the message above then only points there; otherwise it is
 * the server's message, or `fallback` for a fault that says nothing the visitor can act on.
 */
export function refusalMessage(err: unknown, fallback: string, showErrors: (fields: Record<string, string>) => boolean, link?: RefusalLink): FormMessageState {
  const shown = apiErrorText(err, fallback);
  const inline = !showErrors(shown.fields);
  const action =
    link && err instanceof ApiRequestError && err.code === link.code ? (
      <Anchor component={PageLink} to={link.to} size="sm" fw={600} c="red.9" underline="always">
        {link.label}
      </Anchor>
    ) : undefined;
  return { tone: 'error', text: inline ? t('auth.formErrors') : shown.message, action };
}

/**
 * The message above a form. Errors interrupt (role alert), successes and notices are announced
 * politely (role status); the text uses shade 9 so it keeps 4.5:1 on the tinted background.
 */
export function FormMessage({ message }: { message: FormMessageState | null }) {
  if (!message) return null;
  const { color, text, Icon } = look[message.tone];
  return (
    <Alert color={color} role={message.tone === 'error' ? 'alert' : 'status'} icon={<Icon size={18} aria-hidden="true" />} mb="md" data-testid="form-message">
      <Text size="sm" c={text} fw={500}>
        {message.text}
      </Text>
      {message.action}
    </Alert>
  );
}
