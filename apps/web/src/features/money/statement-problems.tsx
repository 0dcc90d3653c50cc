import { Alert, List } from '@mantine/core';
import type { StatementPreview } from '@touchline/domain';
import { known } from '../../i18n/i18n';
import { statementsTexts as texts } from './statements-texts';

/** The statement's problems, each with its row: nothing is imported until they are fixed. */
export function StatementProblems({ problems }: { problems: StatementPreview['problems'] }) {
  if (problems.length === 0) return null;
  return (
    <Alert color="red" variant="light" role="alert" title={texts.problemsTitle}>
      <List size="sm" spacing={4} aria-label={texts.problemsLabel}>
        {problems.map((p, i) => (
          <List.Item key={`${p.row}-${i}`}>
            {p.row > 0 ? texts.rowProblem(p.row, known(p.problem)) : known(p.problem)}
          </List.Item>
        ))}
      </List>
    </Alert>
  );
}
