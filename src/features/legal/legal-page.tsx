import { Anchor, Box, Container, Group, List, Stack, Text, Title } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { t } from '../../shared/i18n/t';
import { PlainTopBar } from '../../shared/layout/plain-top-bar';
import type { LegalKind } from './content/select-content';
import type { LegalDocument } from './content/types';
import { DataKindTables } from './data-kind-tables';
import { GrievanceOfficer } from './grievance-officer';
import { LegalContact } from './legal-contact';

/** /privacy-policy and /terms-of-service: numbered sections, then the contact block. */
export function LegalPage({ kind, doc }: { kind: LegalKind; doc: LegalDocument }) {
  const other = kind === 'privacy' ? { to: '/terms-of-service', label: t('terms.termsOfService') } : { to: '/privacy-policy', label: t('terms.privacy') };
  return (
    <>
      <PlainTopBar />
      <Box component="main" id="main" tabIndex={-1}>
        <Container size="md" py="xl" px="md">
          <Title order={1} className="fz-28-36">
            {doc.title}
          </Title>
          <Text size="sm" c="dimmed" mb="md">
            {doc.updated}
          </Text>
          <Text mb="xl">{doc.intro}</Text>
          <Stack gap="xl">
            {doc.sections.map((section, i) => (
              <section key={section.title} aria-labelledby={`legal-${i + 1}`} data-testid="legal-section">
                <Title order={2} fz="xl" mb="xs" id={`legal-${i + 1}`}>
                  {i + 1}. {section.title}
                </Title>
                {section.paragraphs.map((p) => (
                  <Text key={p} mb="sm">
                    {p}
                  </Text>
                ))}
                {section.items && (
                  <List spacing="xs" mb="sm">
                    {section.items.map((item) => (
                      <List.Item key={item}>{item}</List.Item>
                    ))}
                  </List>
                )}
                {section.dataKinds && <DataKindTables />}
                {section.after?.map((p) => (
                  <Text key={p} mb="sm">
                    {p}
                  </Text>
                ))}
              </section>
            ))}
          </Stack>
          <LegalContact title={doc.contactTitle} text={doc.contactText} />
          {doc.grievance && <GrievanceOfficer grievance={doc.grievance} />}
          <Group gap="lg" mt="xl" component="nav" aria-label={t('legal.moreLinks')}>
            <Anchor component={Link} to={other.to}>
              {other.label}
            </Anchor>
            <Anchor component={Link} to="/sitemap">
              {t('footer.sitemap')}
            </Anchor>
            <Anchor component={Link} to="/">
              {t('common.backToHome')}
            </Anchor>
          </Group>
        </Container>
      </Box>
    </>
  );
}
