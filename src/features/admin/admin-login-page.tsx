import '@mantine/core/styles/PasswordInput.layer.css';
import { Alert, Anchor, Box, Button, Container, Group, Paper, PasswordInput, Stack, Text, TextInput, Title } from '@mantine/core';
import { Link, useNavigate, useRouter } from '@tanstack/react-router';
import { ArrowLeft, ShieldCheck } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { pageHref } from '../../shared/i18n/page-href';
import { ErrorAlert } from '../../shared/ui/error-alert';
import { t } from '../../shared/i18n/t';
import { LanguageSwitch } from '../../shared/layout/language-switch';
import { adminLogin } from './api/admin-login';
import { useSave } from './use-action';

/** /admin/login: no site header or footer. `redirectTo` is an already checked path under /admin. */
export function AdminLoginPage({ redirectTo }: { redirectTo?: string }) {
  const navigate = useNavigate();
  const router = useRouter();
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  // The server's own message ('Invalid credentials', a wait after too many tries), else the fallback.
  const { saving: submitting, error, setError, save } = useSave(t('admin.login.failed'));

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (!username.trim() || !password) {
      setError({ message: t('admin.login.required'), fields: {} });
      return;
    }
    await save(async () => {
      await adminLogin({ username: username.trim(), password });
      if (redirectTo) router.history.replace(pageHref(redirectTo));
      else await navigate({ to: '/admin/requests', replace: true });
    });
  }

  // Typing clears the error, as the sign-in screen always did.
  const typed = (set: (value: string) => void) => (event: { currentTarget: { value: string } }) => {
    set(event.currentTarget.value);
    setError(null);
  };

  return (
    <Box component="main" id="main" tabIndex={-1} bg="gray.0" mih="100dvh" py={{ base: 'xl', sm: 64 }}>
      <Container size={420} px="md">
        <Paper withBorder radius="md" shadow="xs" p={{ base: 'md', sm: 'xl' }}>
          <Stack align="center" gap={4} mb="lg">
            <ShieldCheck size={36} aria-hidden="true" />
            <Title order={1} fz={{ base: 24, sm: 28 }}>
              {t('admin.login.title')}
            </Title>
            <Text c="dimmed" size="sm">
              {t('admin.login.notice')}
            </Text>
          </Stack>
          {redirectTo && !error && (
            <Alert color="blue" role="status" mb="md">
              <Text size="sm" c="blue.9">
                {t('admin.login.returnNotice')}
              </Text>
            </Alert>
          )}
          {error && (
            <ErrorAlert mb="md" data-testid="admin-login-error">
              {error.message}
            </ErrorAlert>
          )}
          <form onSubmit={onSubmit} noValidate>
            <Stack gap="md">
              <TextInput type="text" label={t('admin.login.username')} name="username" autoComplete="username" autoCapitalize="none" spellCheck={false} maxLength={64} value={username} onChange={typed(setUsername)} required />
              <PasswordInput
                label={t('admin.login.password')}
                name="password"
                autoComplete="current-password"
                maxLength={200}
                value={password}
                onChange={typed(setPassword)}
                visibilityToggleFocusable
                visibilityToggleButtonProps={{ 'aria-label': t('auth.showPassword') }}
                required
              />
              <Button type="submit" fullWidth disabled={submitting}>
                {submitting ? t('admin.login.submitting') : t('admin.login.submit')}
              </Button>
            </Stack>
          </form>
        </Paper>
        <Group justify="center" gap="lg" mt="md">
          <LanguageSwitch size="sm" location={router.state.location} />
          <Anchor component={Link} to="/" size="sm">
            <ArrowLeft size={14} aria-hidden="true" style={{ verticalAlign: 'middle', marginRight: 4 }} />
            {t('auth.backHome')}
          </Anchor>
        </Group>
      </Container>
    </Box>
  );
}
