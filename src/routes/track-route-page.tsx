import { Container, Stack, Text, Title } from '@mantine/core';
import { TrackForm } from '../features/requests/track-form';
import { t } from '../shared/i18n/t';
import { Island } from '../shared/islands/island';

// /track is an islands page: the heading and help text are the HTML they are; the form and its
// answer are one island, woken by the visitor's first touch of it (typing before then is kept), or
// at once when the address carries a number to look up (?serviceNumber=).
export default function TrackRoutePage() {
  return (
    <Container size="sm" py="lg" px="md">
      <Stack gap="md">
        <div>
          <Title order={1} className="fz-26-32">
            {t('track.title')}
          </Title>
          <Text c="dimmed">{t('track.text')}</Text>
        </div>
        <Island name="track" component={TrackForm} props={{}} hydrate={['interaction', 'saved-state']} />
      </Stack>
    </Container>
  );
}
