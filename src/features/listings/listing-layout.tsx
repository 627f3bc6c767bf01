import { Container, SimpleGrid, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';

export function ListingLayout({ title, intro, children, after }: { title: string; intro: string; children: ReactNode; after?: ReactNode }) {
  return (
    <Container size="lg" py="xl" px="md">
      <Title order={1} fz={{ base: 26, sm: 34 }} mb={4}>
        {title}
      </Title>
      <Text c="dimmed" mb="lg">
        {intro}
      </Text>
      <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }} spacing="lg">
        {children}
      </SimpleGrid>
      {after}
    </Container>
  );
}
