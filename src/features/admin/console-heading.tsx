import { Text, Title } from '@mantine/core';

/** A console page's heading, and the sentence under it that says what the page is for. */
export function ConsoleHeading({ title, intro }: { title: string; intro?: string }) {
  return (
    <>
      <Title order={1} fz={{ base: 22, sm: 26 }} mb={intro ? 'xs' : 'md'}>
        {title}
      </Title>
      {intro && (
        <Text size="sm" c="dimmed" mb="md">
          {intro}
        </Text>
      )}
    </>
  );
}
