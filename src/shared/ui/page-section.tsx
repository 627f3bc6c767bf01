import { Box, Container, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';

/**
 * A titled band of a long page (the home page's sections): a landmark named by its heading, with an
 * id that links and the header's About/Contact can scroll to. A section holding a form is assumed
 * taller until drawn (`data-holds-form` in index.html): a form laid out inside a shorter assumed height
 * lies under the next section, and its small buttons count as covered. `order` 1: the section is the page (/contact).
 */
export function PageSection({ id, title, intro, shaded, holdsForm, order = 2, children }: { id: string; title: string; intro?: ReactNode; shaded?: boolean; holdsForm?: boolean; order?: 1 | 2; children: ReactNode }) {
  return (
    <Box
      component="section"
      id={id}
      aria-labelledby={`${id}-title`}
      className="page-section"
      data-holds-form={holdsForm || undefined}
      bg={shaded ? 'gray.0' : undefined}
      // Focus lands on the section when a header link scrolls here; the heading already says where we are.
      style={{ scrollMarginTop: 16, outline: 'none' }}
      data-section={id}
    >
      <Container size="lg" px="md">
        <Title order={order} id={`${id}-title`} className="page-section-title" mb={intro ? 6 : 'lg'}>
          {title}
        </Title>
        {intro ? (
          <Text c="dimmed" maw={720} mb="lg">
            {intro}
          </Text>
        ) : null}
        {children}
      </Container>
    </Box>
  );
}
