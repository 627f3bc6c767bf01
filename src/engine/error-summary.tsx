import { Alert, Anchor, List } from '@mantine/core';
import type { MouseEvent } from 'react';
import type { FormProblem } from './form-errors';

/** What the summary above the send button says: its title, and each answer to fix (none for the terms' checkbox alone). */
export interface FormAlert {
  title: string;
  problems: FormProblem[];
}

/** The error summary: each problem a link that takes the focus to its question (rjsf's ids: root_<name>). */
export function ErrorSummary({ alert }: { alert: FormAlert }) {
  const focus = (event: MouseEvent, field: string) => {
    const target = document.getElementById(`root_${field}`);
    if (!target) return;
    event.preventDefault();
    target.focus();
    target.scrollIntoView({ block: 'center' });
  };
  return (
    <Alert color="red" role="alert" title={alert.title} data-testid="form-alert">
      {alert.problems.length > 0 && (
        <List size="sm" spacing={2} data-testid="form-problems">
          {alert.problems.map((problem) => (
            <List.Item key={problem.field}>
              <Anchor href={`#root_${problem.field}`} c="red.9" size="sm" onClick={(event) => focus(event, problem.field)}>
                {problem.text}
              </Anchor>
            </List.Item>
          ))}
        </List>
      )}
    </Alert>
  );
}
