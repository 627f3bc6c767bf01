import { Alert, Text } from '@mantine/core';
import { CircleAlert, CircleCheck, Info } from 'lucide-react';
import type { ReactNode } from 'react';

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
