import { Alert, Button, Group, Paper, Stack, Text, TextInput } from '@mantine/core';
import { lazy, Suspense, useEffect, useRef, useState, type FormEvent } from 'react';
import { ApiRequestError } from '../../shared/api/client';
import { useIntoView } from '../../shared/ui/use-into-view';
import { PHONE_INPUT } from '../../shared/forms/phone-input';
import { t } from '../../shared/i18n/t';
import type { RequestView } from '../../shared/api/answers';
import { setTrackUpdates } from './api/set-track-updates';
import { trackRequest } from './api/track-request';
import { askedServiceNumber, checkTrackInput, MAX_SERVICE_NUMBER, type TrackInput } from './track-validation';

type FieldErrors = Partial<Record<keyof TrackInput, string>>;

// The answer's code (status, timeline, the texts switch) is fetched with the look-up, not with the page.
const loadResult = () => import('./track-result');
const TrackResult = lazy(() => loadResult().then((m) => ({ default: m.TrackResult })));

/**
 * /track's form and its answer (an island, docs/architecture.md "Islands"): anyone with the service
 * number and the mobile number of a request sees its status. The page's HTML is the empty form; the
 * number in the address fills it in once the form is live (the same HTML serves every query), unless
 * the visitor has typed one already.
 */
export function TrackForm() {
  const [serviceNumber, setServiceNumber] = useState('');
  const [phone, setPhone] = useState('');
  const [errors, setErrors] = useState<FieldErrors>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [erasedNote, setErasedNote] = useState<string | null>(null);
  const [request, setRequest] = useState<RequestView | null>(null);
  // The number and phone that found it: they also prove the right to turn its texts off.
  const found = useRef<TrackInput | null>(null);
  const [busy, setBusy] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);
  const failureShown = useIntoView<HTMLDivElement>(failure);

  useEffect(() => {
    const asked = askedServiceNumber(window.location.search);
    if (asked) setServiceNumber((typed) => typed || asked);
  }, []);

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    setFailure(null);
    setErasedNote(null);
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
      const [answer] = await Promise.all([trackRequest(checked.input), loadResult()]);
      setRequest(answer);
      found.current = checked.input;
    } catch (err) {
      setFailure(failureText(err));
    } finally {
      setBusy(false);
    }
  }

  return (
    <Stack gap="md">
      <Paper withBorder radius="md" className="p-md-lg">
        <form ref={formRef} onSubmit={onSubmit} noValidate aria-label={t('track.title')}>
          <Stack gap="md">
            <TextInput
              type="text"
              name="serviceNumber"
              label={t('track.serviceNumber')}
              description={t('track.serviceNumberHint')}
              value={serviceNumber}
              onChange={(e) => setServiceNumber(e.currentTarget.value.toUpperCase())}
              error={errors.serviceNumber}
              autoComplete="off"
              maxLength={MAX_SERVICE_NUMBER}
              required
            />
            <TextInput
              name="phone"
              label={t('track.phone')}
              description={t('track.phoneHint')}
              value={phone}
              onChange={(e) => setPhone(e.currentTarget.value)}
              error={errors.phone}
              {...PHONE_INPUT}
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
        <Alert ref={failureShown} color="red" role="alert" data-testid="track-error">
          <Text size="sm" c="red.9" fw={500}>
            {failure}
          </Text>
        </Alert>
      )}
      {erasedNote && (
        <Alert color="green" role="status" data-testid="track-erased">
          <Text size="sm">{erasedNote}</Text>
        </Alert>
      )}
      {request && (
        <Suspense>
          <TrackResult
            key={request.id}
            request={request}
            found={found.current!}
            saveUpdates={(updates) => setTrackUpdates({ ...found.current!, updates })}
            erased={(note) => {
              setRequest(null);
              setErasedNote(note);
            }}
          />
        </Suspense>
      )}
    </Stack>
  );
}

/** The server's own words for a 404, a bad number or too many look-ups; plain texts for offline and faults. */
function failureText(err: unknown): string {
  if (!(err instanceof ApiRequestError)) return t('api.failed');
  if (err.status === 0) return t('api.offline');
  if (err.status >= 400 && err.status < 500) return err.message;
  return t('api.failed');
}
