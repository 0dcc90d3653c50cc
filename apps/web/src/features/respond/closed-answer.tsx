import { Alert, Anchor, Stack, Text } from '@mantine/core';
import { fixtureAnswerLabels, isFixtureOn, type LinkAnswer } from '@touchline/domain';
import { deadlineText } from '../../ui/dates/fixture-dates';
import { respondTexts as texts } from './respond-texts';
import { known } from '../../i18n/i18n';

/**
 * A link opened once answers have closed (#28 item 10): what stands, and whom to ask to change it, by name and with
 * the team's number to call.
 */
export function ClosedAnswer({ answer }: { answer: LinkAnswer }) {
  const { fixture, contact } = answer;
  const on = isFixtureOn(fixture);
  return (
    <Stack gap="sm">
      <Alert color="yellow" variant="light" role="status" title={texts.closedTitle}>
        {on ? texts.closedOn(deadlineText(fixture.deadline)) : texts.notOn(fixture.status)}
      </Alert>
      <Text fw={600}>
        {answer.answer
          ? texts.stands(answer.player_name, known(fixtureAnswerLabels[answer.answer]))
          : texts.noAnswer(answer.player_name)}
      </Text>
      {answer.note && <Text size="sm">“{answer.note}”</Text>}
      <Text size="sm">
        {contact.coaches.length > 0 ? texts.askCoaches(contact.coaches, on) : texts.askTeam(on)}{' '}
        <Anchor href={`tel:${contact.phone.replace(/[^\d+]/g, '')}`}>{texts.call(contact.phone)}</Anchor>
      </Text>
    </Stack>
  );
}
