import { Box, Container, Paper, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { PlainTopBar } from '../../shared/layout/plain-top-bar';

/** Login, signup and reset: the top bar, then one narrow card with the page's heading and form. */
export function AuthLayout({ title, text, children, below }: { title: string; text?: ReactNode; children: ReactNode; below?: ReactNode }) {
  return (
    <>
      <PlainTopBar />
      <Box component="main" id="main" tabIndex={-1} bg="gray.0" mih="calc(100dvh - 58px)" className="py-md-48">
        <Container size={460} px="md">
          <Paper withBorder radius="md" shadow="xs" className="p-md-xl">
            <Title order={1} className="fz-24-28" mb={4}>
              {title}
            </Title>
            {text && (
              <Text c="dimmed" size="sm" mb="lg">
                {text}
              </Text>
            )}
            {children}
          </Paper>
          {below && (
            <Text ta="center" size="sm" mt="md">
              {below}
            </Text>
          )}
        </Container>
      </Box>
    </>
  );
}
