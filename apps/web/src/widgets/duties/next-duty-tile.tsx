import { Button, Card, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { useMyDuties } from '../../api/duties';
import { paths } from '../../paths';
import touch from '../../ui/touch-targets.module.css';
import { todayIso } from '../../widgets/match/match-dates';
import { dutiesTexts as texts } from './duties-texts';
import { eventTitle, eventWhen } from './duty-words';

/**
 * The parent's dashboard tile (#34): their family's next duty (what, which event, when and where, a line each) and the
 * swaps waiting for their answer, with the way to the duties page, a thumb's target on a phone; nothing at all while
 * the family has neither (or the read fails: the page itself says so).
 */
export function NextDutyTile() {
  const mine = useMyDuties();
  if (!mine.data) return null;
  const today = todayIso();
  const next = mine.data.duties.find((e) => e.date >= today);
  const asked = mine.data.asked.reduce((n, e) => n + e.duties.length, 0);
  if (!next && asked === 0) return null;
  return (
    <Card withBorder padding="md" component="section" aria-label={texts.nextDuty} className={touch.touch}>
      <Stack gap="xs">
        <Title order={2} size="h4">
          {texts.nextDuty}
        </Title>
        {next && (
          <Stack gap={2}>
            <Text fw={600}>{next.duties.map((d) => d.kind_name).join(', ')}</Text>
            <Text>{eventTitle(next)}</Text>
            <Text size="sm" c="dimmed">
              {eventWhen(next)} · {next.venue}
            </Text>
          </Stack>
        )}
        {asked > 0 && <Text fw={600}>{texts.swapsWaiting(asked)}</Text>}
        <Button component={Link} to={paths.duties} variant="light" w={{ base: '100%', xs: 'auto' }}>
          {texts.seeDuties}
        </Button>
      </Stack>
    </Card>
  );
}
