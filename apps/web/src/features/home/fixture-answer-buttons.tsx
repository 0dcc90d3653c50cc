import { Button, Text } from '@mantine/core';
import { fixtureAnswerMessages, isFixtureOn, msg } from '@touchline/domain';
import type { FixtureAnswer } from '@touchline/domain';
import { useAnswerFixture } from '../../api/fixture-answers';
import { dashboardTexts } from './dashboard-texts';
import { known, t } from '../../i18n/i18n';

/** A match row's answer to its availability request (decision 106). */
export interface FixtureRowAnswer {
  matchId: number;
  answer: FixtureAnswer | null;
  /** When answers lock for families (ISO instant). */
  deadline: string;
  status: 'scheduled' | 'postponed' | 'cancelled';
  /** Seen by an under-16's own account: the parent or carer answers (decision 106), the child reads it. */
  byFamily?: boolean;
}

/** The answers, each with its label (a message, shown through t()). */
const choices: { answer: FixtureAnswer; label: string; color: string }[] = [
  { answer: 'available', label: msg('Available'), color: 'teal' },
  { answer: 'maybe', label: msg('Maybe'), color: 'violet' },
  { answer: 'not_available', label: msg('Not Available'), color: 'red' },
];

const labelOf = (answer: FixtureAnswer | null) => {
  const label = choices.find((c) => c.answer === answer)?.label;
  return label ? t(label) : t('No answer');
};

const parentsDecide = () => known(fixtureAnswerMessages.parentsDecide);

/**
 * Available / Maybe / Not Available for a match: the pressed one is the answer that counts. After the team's deadline
 * the answer is shown with 'Answers closed' (the coach can still change it); a postponed or cancelled match says so.
 */
export function FixtureAnswerButtons({
  playerId,
  fixture,
  label,
}: {
  playerId: number;
  fixture: FixtureRowAnswer;
  label: string;
}) {
  const save = useAnswerFixture();
  if (!isFixtureOn(fixture))
    return (
      <Text size="sm" fw={600} c="red.9">
        {fixture.status === 'postponed' ? t('Postponed') : t('Cancelled')}
      </Text>
    );
  if (fixture.byFamily)
    return (
      <Text size="sm" aria-label={`${label}: ${labelOf(fixture.answer)}. ${parentsDecide()}`}>
        {labelOf(fixture.answer)} · {parentsDecide()}
      </Text>
    );
  if (Date.now() >= Date.parse(fixture.deadline))
    return (
      <Text size="sm" aria-label={t('{label}: {answer}, answers closed', { label, answer: labelOf(fixture.answer) })}>
        {labelOf(fixture.answer)} · {t('Answers closed')}
      </Text>
    );
  const choose = (answer: FixtureAnswer) => {
    if (answer === fixture.answer || save.isPending) return;
    save.mutate(
      { matchId: fixture.matchId, playerId, body: { status: answer, note: null } },
      { onError: () => window.alert(dashboardTexts.updateAvailabilityFailed) },
    );
  };
  return (
    <Button.Group aria-label={label}>
      {choices.map((c) => (
        <Button
          key={c.answer}
          size="compact-sm"
          variant={fixture.answer === c.answer ? 'filled' : 'default'}
          color={c.color}
          aria-pressed={fixture.answer === c.answer}
          disabled={save.isPending}
          onClick={() => choose(c.answer)}
        >
          {t(c.label)}
        </Button>
      ))}
    </Button.Group>
  );
}
