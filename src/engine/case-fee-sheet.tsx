import { List, Stack, Text } from '@mantine/core';
import { feeLineText, officialTotalText, serviceFeeText, type FeeSheetWords } from './fee-lines';

/**
 * One case's fee sheet as the visitor and the desk read it everywhere after the start view (the
 * review step, /track, the console's request): the official total, each fee, our service fee apart.
 */
export function CaseFeeSheet({ sheet, serviceFee, testId }: { sheet: FeeSheetWords; serviceFee: number | null; testId: string }) {
  return (
    <Stack gap={4} data-testid={testId}>
      <Text fw={600}>{officialTotalText(sheet)}</Text>
      {sheet.lines.length > 0 && (
        <List spacing={2} size="sm">
          {sheet.lines.map((line, i) => (
            <List.Item key={i}>{feeLineText(line)}</List.Item>
          ))}
        </List>
      )}
      {serviceFee !== null && <Text size="sm">{serviceFeeText(serviceFee)}</Text>}
    </Stack>
  );
}
