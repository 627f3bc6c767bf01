import { Alert, Button, Container, Group, Paper, Stack, Text, TextInput, Title } from '@mantine/core';
import { useRef, useState, type FormEvent } from 'react';
import { ApiRequestError } from '../../shared/api/client';
import { t } from '../../shared/i18n/t';
import type { RequestView } from '../../shared/api/answers';
import { TrackResult } from './track-result';
import { setTrackUpdates } from './api/set-track-updates';
import { trackRequest } from './api/track-request';
import { checkTrackInput, type TrackInput } from './track-validation';

type FieldErrors = Partial<Record<keyof TrackInput, string>>;

/** /track: anyone with the service number and the mobile number of a request sees its status. */
export function TrackPage({ serviceNumber: initialNumber = '' }: { serviceNumber?: string }) {
  const [serviceNumber, setServiceNumber] = useState(initialNumber.toUpperCase());
  const [phone, setPhone] = useState('');
  const [errors, setErrors] = useState<FieldErrors>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [request, setRequest] = useState<RequestView | null>(null);
  // The number and phone that found it: they also prove the right to turn its texts off.
  const found = useRef<TrackInput | null>(null);
  const [busy, setBusy] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    setFailure(null);
    setRequest(null);
    const checked = checkTrackInput(serviceNumber, phone);
    if (!checked.ok) {
      setErrors(checked.fields);
      const first = checked.fields.serviceNumber ? 'serviceNumber' : 'phone';
      formRef.current?.querySelector<HTMLInputElement>(`[name="${first}"]`)?.focus();
      return;
    }
    setErrors({});
    setBusy(true);
    try {
      setRequest(await trackRequest(checked.input));
      found.current = checked.input;
    } catch (err) {
      setFailure(failureText(err));
    } finally {
      setBusy(false);
    }
  }

  return (
    <Container size="sm" py="lg" px="md">
      <Stack gap="md">
        <div>
          <Title order={1} fz={{ base: 26, sm: 32 }}>
            {t('track.title')}
          </Title>
          <Text c="dimmed">{t('track.text')}</Text>
        </div>
        <Paper withBorder radius="md" p={{ base: 'md', sm: 'lg' }}>
          <form ref={formRef} onSubmit={onSubmit} noValidate aria-label={t('track.title')}>
            <Stack gap="md">
              <TextInput
                name="serviceNumber"
                label={t('track.serviceNumber')}
                description={t('track.serviceNumberHint')}
                value={serviceNumber}
                onChange={(e) => setServiceNumber(e.currentTarget.value.toUpperCase())}
                error={errors.serviceNumber}
                autoComplete="off"
                maxLength={20}
                required
              />
              <TextInput
                name="phone"
                label={t('track.phone')}
                description={t('track.phoneHint')}
                value={phone}
                onChange={(e) => setPhone(e.currentTarget.value)}
                error={errors.phone}
                type="tel"
                inputMode="tel"
                autoComplete="tel"
                maxLength={32}
                required
              />
              <Group>
                <Button type="submit" fullWidth disabled={busy}>
                  {busy ? t('track.checking') : t('track.submit')}
                </Button>
              </Group>
            </Stack>
          </form>
        </Paper>
        {failure && (
          <Alert color="red" role="alert" data-testid="track-error">
            <Text size="sm" c="red.9" fw={500}>
              {failure}
            </Text>
          </Alert>
        )}
        {request && <TrackResult key={request.id} request={request} saveUpdates={(updates) => setTrackUpdates({ ...found.current!, updates })} />}
      </Stack>
    </Container>
  );
}

/** The server's own words for a 404, a bad number or too many look-ups; plain texts for offline and faults. */
function failureText(err: unknown): string {
  if (!(err instanceof ApiRequestError)) return t('api.failed');
  if (err.status === 0) return t('api.offline');
  if (err.status >= 400 && err.status < 500) return err.message;
  return t('api.failed');
}
