import '@mantine/core/styles/Code.layer.css';
import { Code, Stack, Text, Title } from '@mantine/core';
import type { PersonalData } from '../api/answers';
import type { MessageKey } from '../i18n/en';
import '../i18n/privacy-texts';
import { t } from '../i18n/t';

/**
 * The download as a page to read: each kind the privacy policy lists, in its order, with what is kept
 * of it (the records as the file has them) or that nothing is kept under this number.
 */
export function PersonalDataView({ data }: { data: PersonalData }) {
  return (
    <Stack gap="sm" data-testid="personal-data">
      {data.kinds.map((kind) => (
        <section key={kind.key} aria-labelledby={`held-${kind.key}`}>
          <Title order={4} fz="sm" id={`held-${kind.key}`}>
            {t(`privacy.kind.${kind.key}` as MessageKey)}
          </Title>
          {kind.records.length === 0 ? (
            <Text size="sm">{t('privacy.nothingKept')}</Text>
          ) : (
            <Code block data-testid={`held-${kind.key}`}>
              {JSON.stringify(kind.records, null, 2)}
            </Code>
          )}
        </section>
      ))}
    </Stack>
  );
}
