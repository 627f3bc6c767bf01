import { List, Stack, Text } from '@mantine/core';
import { site } from '../catalog/client';
import { guidanceCondition } from '../catalog/conditions';
import { feeSheet, serviceFeeOf } from '../catalog/fee-sheet';
import type { Answer, CompiledEntry, FeeSource, Text as CatalogText } from '../catalog/types';
import { tx } from '../shared/i18n/localize';
import { t } from '../shared/i18n/t';
import { ExternalLink } from '../shared/ui/external-link';
import { caseLeft, fittingItems, type CaseChoice } from './case-choice';
import { CaseLabel } from './case-label';
import { CaseFeeSheet } from './case-fee-sheet';
import { rupees, serviceFeeText, todayIso } from './fee-lines';
import { Section } from './section';
import { calendarDate } from './sources-view';

/**
 * The start view's "Fee" section: every official fee of the page that fits the case chosen, each marked with its case as
 * documents are, with where it is paid and the source that states it; then the guidance's own text
 * (what amounts cannot say), where to pay, and our service fee on a line of its own.
 */
export function FeeSection({ entry, text, choice = {} }: { entry: CompiledEntry; text: CatalogText | undefined; choice?: CaseChoice }) {
  const fees = fittingItems(entry.source.fees ?? [], choice);
  if (fees.length === 0 && !text) return null;
  const serviceFee = serviceFeeOf(site.serviceFee, entry.id);
  return (
    <Section title={t('guide.fee')}>
      <Stack gap="sm">
        {fees.length > 0 && (
          <List spacing="xs" data-testid="fee-sheet">
            {fees.map((fee, i) => (
              <FeeItem key={i} entry={entry} fee={fee} choice={choice} />
            ))}
          </List>
        )}
        {text && <Text>{tx(text)}</Text>}
        {fees.length > 0 && (
          <Text size="sm" fw={600}>
            {t('fees.payOnly')}
          </Text>
        )}
        {fees.length > 0 && serviceFee !== null && (
          <Text size="sm" data-testid="service-fee">
            {serviceFeeText(serviceFee)}
          </Text>
        )}
      </Stack>
    </Section>
  );
}

function FeeItem({ entry, fee, choice }: { entry: CompiledEntry; fee: FeeSource; choice: CaseChoice }) {
  const amount = fee.amount === undefined ? t('fees.rtoStates') : fee.per ? t('fees.each', { amount: rupees(fee.amount) }) : rupees(fee.amount);
  return (
    <List.Item>
      <CaseLabel entry={entry} condition={caseLeft(guidanceCondition(fee), choice)} />
      <Text component="span" display="block">
        {tx(fee.for)}: <strong>{amount}</strong>
        {fee.estimate && ` (${t('fees.estimateMark')})`}
        {fee.mayApply && ` (${t('fees.mayApplyMark')})`}, {t(`fees.paidOn.${fee.collectedBy}`)}
      </Text>
      {fee.note && (
        <Text component="span" size="sm" display="block" data-testid="fee-note">
          {tx(fee.note)}
        </Text>
      )}
      <Text component="span" size="xs" c="dimmed" display="block">
        <ExternalLink href={fee.source.url}>{tx(fee.source.title)}</ExternalLink>, <time dateTime={fee.source.asOf}>{t('fees.asOf', { date: calendarDate(fee.source.asOf) })}</time>
      </Text>
    </List.Item>
  );
}

/** The review step's fees: this case's items and their total, then our service fee apart. */
export function CaseFees({ entry, values }: { entry: CompiledEntry; values: Readonly<Record<string, Answer>> }) {
  if (!entry.source.fees?.length) return null;
  return <CaseFeeSheet sheet={feeSheet(entry.source, values, todayIso())} serviceFee={serviceFeeOf(site.serviceFee, entry.id)} testId="review-fees" />;
}
