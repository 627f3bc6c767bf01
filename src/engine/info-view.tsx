import { Badge, Group, List, Text, Timeline } from '@mantine/core';
import { canHoldTogether, guidanceCondition } from '../catalog/conditions';
import type { InfoSource, ShowWhen } from '../catalog/types';
import { tx } from '../shared/i18n/localize';
import { t } from '../shared/i18n/t';
import { caseLeft, fittingItems, formsFor } from './case-choice';
import { CaseChooser, type CaseChooserProps } from './case-chooser';
import { CaseLabel } from './case-label';
import { CredentialsSafety } from './credentials-safety';
import { FeeSection } from './fees-view';
import { DocumentList } from './guide-view';
import { Section } from './section';

/**
 * The start view of an rto-info page: about, situations, the visitor's case, then the documents and
 * forms, the steps (7 in each case), notes and fee of that case (every case until one is chosen).
 */
export function InfoView({ info, entry, choice, onChoose }: { info: InfoSource } & CaseChooserProps) {
  const steps = fittingItems(info.steps, choice);
  const forms = formsFor(info, choice);
  return (
    <>
      <Section title={t('info.about')}>
        <Text>{tx(info.about)}</Text>
      </Section>
      <Section title={info.situationsTitle ? tx(info.situationsTitle) : t('info.situations')}>
        <List spacing="xs">
          {info.situations.map((s, i) => (
            <List.Item key={i}>{tx(s)}</List.Item>
          ))}
        </List>
      </Section>
      <CaseChooser entry={entry} choice={choice} onChoose={onChoose} />
      <Section title={t('info.documents')}>
        <DocumentList documents={info.documents} entry={entry} choice={choice} />
        {forms.length > 0 && (
          <Group gap="xs" mt="sm">
            <Text size="sm" fw={600}>
              {t('info.forms')}:
            </Text>
            {forms.map((form) => (
              <Badge key={form} variant="light">
                {form}
              </Badge>
            ))}
          </Group>
        )}
      </Section>
      <Section title={t('info.steps')}>
        <Timeline active={-1} bulletSize={28} lineWidth={2}>
          {steps.map((step, i) => (
            <Timeline.Item key={i} bullet={<Text size="xs" fw={700}>{stepNumber(steps, i)}</Text>} title={<Text fw={600}>{tx(step.title)}</Text>}>
              <CaseLabel entry={entry} condition={caseLeft(guidanceCondition(step), choice)} />
              <Text size="sm">{tx(step.text)}</Text>
            </Timeline.Item>
          ))}
        </Timeline>
        <CredentialsSafety />
      </Section>
      {info.notes && info.notes.length > 0 && (
        <Section title={t('info.notes')}>
          <DocumentList documents={info.notes} entry={entry} choice={choice} />
        </Section>
      )}
      <FeeSection entry={entry} text={info.fee} choice={choice} />
    </>
  );
}

/** A step's number in its own case: steps of another case (the transfer to another state's own) do not count. */
function stepNumber(steps: readonly { showWhen?: ShowWhen }[], index: number): number {
  const own = guidanceCondition(steps[index]!);
  return 1 + steps.slice(0, index).filter((step) => canHoldTogether(guidanceCondition(step), own)).length;
}
