import { Alert, Button, Group, Stack, Text, TextInput, Title } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import type { PersonalData } from '../../shared/api/answers';
import { ApiRequestError } from '../../shared/api/client';
import '../../shared/i18n/privacy-texts';
import { t } from '../../shared/i18n/t';
import { PersonalDataView } from '../../shared/privacy/personal-data-view';
import { saveJson } from '../../shared/privacy/save-json';
import { eraseTrackRequest } from './api/erase-track-request';
import { getTrackData } from './api/get-track-data';
import { sendDataCode } from './api/send-data-code';
import { verifyDataCode } from './api/verify-data-code';
import type { TrackInput } from './track-validation';

type Step = { at: 'start' } | { at: 'code'; challenge: string } | { at: 'proven'; dataToken: string };

/**
 * "Download my data" and "Delete this request" under a found request: the request's number is
 * proven with a code first, whose token serves both for 10 minutes. The download is a JSON file and
 * the same data shown to read; a deletion asks once more, then the request is gone (`erased`).
 */
export function TrackDataActions({ found, erased }: { found: TrackInput; erased: (message: string) => void }) {
  const [step, setStep] = useState<Step>({ at: 'start' });
  const [code, setCode] = useState('');
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [data, setData] = useState<PersonalData | null>(null);
  const [confirming, setConfirming] = useState(false);

  async function run(action: () => Promise<void>) {
    setFailure(null);
    setBusy(true);
    try {
      await action();
    } catch (err) {
      setFailure(err instanceof ApiRequestError && err.status >= 400 && err.status < 500 ? err.message : t('api.failed'));
      if (err instanceof ApiRequestError && err.status === 403) setStep({ at: 'start' });
    } finally {
      setBusy(false);
    }
  }

  const send = () => run(async () => setStep({ at: 'code', challenge: (await sendDataCode(found.phone)).challenge }));
  const verify = (event: FormEvent, challenge: string) => {
    event.preventDefault();
    return run(async () => setStep({ at: 'proven', dataToken: await verifyDataCode(found.phone, code.trim(), challenge) }));
  };
  const download = (dataToken: string) =>
    run(async () => {
      const answer = await getTrackData({ ...found, dataToken });
      setData(answer);
      saveJson(answer, `my-data-${found.serviceNumber.replace(/\s/g, '')}.json`);
    });
  const erase = (dataToken: string) => run(async () => erased((await eraseTrackRequest({ ...found, dataToken })).message));

  return (
    <Stack gap="xs" component="section" aria-labelledby="track-data" data-testid="track-data">
      <Title order={3} fz="md" id="track-data">
        {t('privacy.title')}
      </Title>
      {step.at === 'start' && (
        <>
          <Text size="sm">{t('privacy.trackIntro')}</Text>
          <Group>
            <Button variant="light" onClick={send} disabled={busy}>
              {busy ? t('privacy.sending') : t('privacy.sendCode')}
            </Button>
          </Group>
        </>
      )}
      {step.at === 'code' && (
        <form onSubmit={(e) => verify(e, step.challenge)} noValidate>
          <Stack gap="xs">
            <Text size="sm">{t('privacy.codeSent')}</Text>
            <TextInput name="dataCode" label={t('privacy.code')} value={code} onChange={(e) => setCode(e.currentTarget.value)} inputMode="numeric" autoComplete="one-time-code" maxLength={6} required />
            <Group>
              <Button type="submit" disabled={busy}>
                {t('privacy.confirmCode')}
              </Button>
            </Group>
          </Stack>
        </form>
      )}
      {step.at === 'proven' && (
        <Group>
          <Button variant="light" onClick={() => download(step.dataToken)} disabled={busy}>
            {t('privacy.download')}
          </Button>
          <Button variant="light" color="red" onClick={() => setConfirming(true)} disabled={busy || confirming}>
            {t('privacy.deleteRequest')}
          </Button>
        </Group>
      )}
      {step.at === 'proven' && confirming && (
        // A group, not an alert: Mantine's Alert announces its whole content, the form included, when it opens.
        <Alert color="red" role="group" aria-label={t('privacy.deleteRequest')} data-testid="track-erase-confirm">
          <Stack gap="xs">
            <Text size="sm">{t('privacy.deleteRequestWarning')}</Text>
            <Group>
              <Button color="red" onClick={() => erase(step.dataToken)} disabled={busy}>
                {t('privacy.deleteConfirm')}
              </Button>
              <Button variant="default" onClick={() => setConfirming(false)}>
                {t('privacy.cancel')}
              </Button>
            </Group>
          </Stack>
        </Alert>
      )}
      {failure && (
        <Text size="sm" c="red.9" role="alert">
          {failure}
        </Text>
      )}
      {data && <PersonalDataView data={data} />}
    </Stack>
  );
}
