import '@mantine/core/styles/PasswordInput.layer.css';
import { PasswordInput, type PasswordInputProps } from '@mantine/core';
import { t } from '../../shared/i18n/t';

/**
 * A password input with a show/hide toggle that keyboard users can reach (Mantine's is skipped by
 * Tab by default) and that says what it does; aria-pressed tells whether the password is shown.
 */
export function PasswordField(props: PasswordInputProps) {
  return <PasswordInput visibilityToggleFocusable visibilityToggleButtonProps={{ 'aria-label': t('auth.showPassword') }} maxLength={200} {...props} />;
}
