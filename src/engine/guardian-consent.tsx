import { Button, Group, Paper, Stack, Text, TextInput, Title } from '@mantine/core';
import { useState } from 'react';
import './guardian-texts';
import { normalizePhone } from '../core/phone';
import { ApiRequestError } from '../shared/api/client';
import { t } from '../shared/i18n/t';
import { sendGuardianCode, verifyGuardianCode } from './guardian-api';

/** The guardian's consent the request's record carries: who gave it and the token their code gave. */
export interface GuardianGiven {
  name: string;
  phone: string;
  token: string;
}

interface Props {
  entryId: string;
  serviceNumber: string;
  /** The applicant's own mobile from the form, if given: the guardian's must differ. */
  applicantPhone: string | undefined;
  given: GuardianGiven | null;
  onGiven: (guardian: GuardianGiven | null) => void;
}

type Problems = Partial<Record<'name' | 'phone' | 'code', string>>;

/**
 * For an applicant under 18 (s.9 of the DPDP Act): the guardian's name and mobile, a code texted to
 * that mobile naming this request, and the code entered. Send stays refused until it is (form-view.tsx).
 */
export function GuardianConsent({ entryId, serviceNumber, applicantPhone, given, onGiven }: Props) {
  const [name, setName] = useState(given?.name ?? '');
  const [phone, setPhone] = useState(given?.phone ?? '');
  const [code, setCode] = useState('');
  const [challenge, setChallenge] = useState<string | null>(null);
  const [problems, setProblems] = useState<Problems>({});
  const [note, setNote] = useState<{ text: string; error: boolean } | null>(null);
  const [busy, setBusy] = useState(false);

  const checked = (): { name: string; phone: string } | null => {
    const found: Problems = {};
    const number = normalizePhone(phone);
    const own = applicantPhone ? normalizePhone(applicantPhone) : null;
    if (name.trim() === '') found.name = t('guardian.nameRequired');
    if (!number.ok) found.phone = t('guardian.phoneInvalid');
    else if (own?.ok && own.phone === number.phone) found.phone = t('guardian.samePhone');
    setProblems(found);
    return number.ok && !found.name && !found.phone ? { name: name.trim(), phone: number.phone } : null;
  };
  const run = async (action: () => Promise<void>) => {
    setBusy(true);
    setNote(null);
    try {
      await action();
    } catch (err) {
      const fields = err instanceof ApiRequestError ? err.fields : {};
      if (fields.code || fields.phone) setProblems({ code: fields.code, phone: fields.phone });
      else setNote({ text: err instanceof Error ? err.message : t('api.failed'), error: true });
    } finally {
      setBusy(false);
    }
  };
  const sendCode = () => {
    const guardian = checked();
    if (!guardian) return;
    void run(async () => {
      const sent = await sendGuardianCode({ entryId, serviceNumber, phone: guardian.phone, ...(challenge ? { challenge } : {}) });
      setChallenge(sent.challenge);
      setNote({ text: sent.message, error: false });
    });
  };
  const confirm = () => {
    const guardian = checked();
    if (!guardian || !challenge) return;
    if (!/^[0-9]{6}$/.test(code.trim())) {
      setProblems({ code: t('guardian.codeInvalid') });
      return;
    }
    void run(async () => {
      const allowed = await verifyGuardianCode({ serviceNumber, phone: guardian.phone, challenge, code: code.trim() });
      onGiven({ ...guardian, token: allowed.guardianToken });
    });
  };
  // A change of who the guardian is takes back a consent already given.
  const edit = (set: (value: string) => void) => (value: string) => {
    set(value);
    setChallenge(null);
    if (given) onGiven(null);
  };

  return (
    <Paper withBorder p="md" radius="md" component="section" aria-labelledby="guardian-title" data-testid="guardian-consent">
      <Stack gap="xs">
        <Title order={3} fz="md" id="guardian-title">
          {t('guardian.title')}
        </Title>
        <Text size="sm">{t('guardian.text')}</Text>
        <TextInput id="guardian-name" label={t('guardian.name')} value={name} onChange={(e) => edit(setName)(e.currentTarget.value)} error={problems.name} autoComplete="off" required />
        <TextInput id="guardian-phone" label={t('guardian.phone')} value={phone} onChange={(e) => edit(setPhone)(e.currentTarget.value)} error={problems.phone} type="tel" inputMode="tel" autoComplete="off" required />
        {given ? (
          <Text size="sm" c="teal.9" role="status" fw={600}>
            {t('guardian.confirmed')}
          </Text>
        ) : (
          <>
            <Group>
              <Button variant={challenge ? 'default' : 'filled'} onClick={sendCode} disabled={busy}>
                {challenge ? t('guardian.resendCode') : t('guardian.sendCode')}
              </Button>
            </Group>
            {challenge && (
              <>
                <TextInput id="guardian-code" label={t('guardian.code')} value={code} onChange={(e) => setCode(e.currentTarget.value)} error={problems.code} inputMode="numeric" autoComplete="one-time-code" maxLength={6} required />
                <Group>
                  <Button onClick={confirm} disabled={busy}>
                    {t('guardian.confirm')}
                  </Button>
                </Group>
              </>
            )}
          </>
        )}
        {note && (
          <Text size="sm" c={note.error ? 'red.9' : undefined} role={note.error ? 'alert' : 'status'}>
            {note.text}
          </Text>
        )}
      </Stack>
    </Paper>
  );
}
