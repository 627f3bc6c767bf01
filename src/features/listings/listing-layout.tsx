import { Container, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { ResponsiveGrid } from '../../shared/ui/responsive-grid';

export function ListingLayout({ title, intro, children, after }: { title: string; intro: string; children: ReactNode; after?: ReactNode }) {
  return (
    <Container size="lg" py="xl" px="md">
      <Title order={1} className="fz-26-34" mb={4}>
        {title}
      </Title>
      <Text c="dimmed" mb="lg">
        {intro}
      </Text>
      <ResponsiveGrid cols={{ base: 1, sm: 2, md: 3 }} spacing="lg">
        {children}
      </ResponsiveGrid>
      {after}
    </Container>
  );
}
