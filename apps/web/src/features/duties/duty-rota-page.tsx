import { useState } from 'react';
import { Button, Group, NativeSelect, Stack, Text, TextInput, Title } from '@mantine/core';
import { addDaysToDate, isAdmin, type User } from '@touchline/domain';
import { useDutyKinds, usePlanDuties, useTeamRota } from '../../api/duties';
import { useMyTeams } from '../../api/team-coaches';
import { teamsApi } from '../../api/teams';
import { useSession } from '../../session/session-context';
import { errorText } from '../../ui/crud/error-text';
import { ErrorBanner } from '../../ui/error-banner';
import { LoadState } from '../../ui/load-state';
import { SuccessBanner } from '../../ui/success-banner';
import touch from '../../ui/touch-targets.module.css';
import { todayIso } from '../../widgets/match/match-dates';
import { dutiesTexts as texts } from '../../widgets/duties/duties-texts';
import { DutyKindsSection } from './duty-kinds-section';
import { FairShareTable } from './fair-share-table';
import { RotaEventCard } from './rota-event-card';

/** The teams whose rota this person keeps: an admin's every team, a coach's own. */
function useRotaTeams(user: User | null): { team_id: number; team_name: string }[] | null {
  const mine = useMyTeams();
  const all = teamsApi.useList();
  if (user && isAdmin(user))
    return all.data ? all.data.map((t) => ({ team_id: t.team_id, team_name: t.team_name })) : null;
  return mine.data ? mine.data.coaching : null;
}

/**
 * /duties/rota (coaches and admins; #34, decision 135): a team's duties over the next eight weeks, planned fairly in
 * one go and changed by hand; done or missed once the day has come; the season's fair shares; the club's kinds of
 * duty (admins).
 */
export function DutyRotaPage() {
  const { user } = useSession();
  const teams = useRotaTeams(user);
  const [chosen, setChosen] = useState<number | null>(null);
  const teamId = chosen ?? teams?.[0]?.team_id ?? null;
  const rota = useTeamRota(teamId);
  const kinds = useDutyKinds();
  const plan = usePlanDuties();
  const today = todayIso();
  const [from, setFrom] = useState(today);
  const [to, setTo] = useState(addDaysToDate(today, 55));
  const [said, setSaid] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const fail = (e: unknown) => setProblem(errorText(e, texts.failedToSave));
  return (
    <Stack className={touch.touch} gap="lg" maw={960}>
      <Title order={1}>{texts.rotaTitle}</Title>
      <SuccessBanner message={said} onClose={() => setSaid(null)} />
      <ErrorBanner message={problem} onClose={() => setProblem(null)} />
      {teams === null ? (
        <Text>{texts.loading}</Text>
      ) : teams.length === 0 ? (
        <Text role="status">{texts.noTeams}</Text>
      ) : (
        <>
          {teams.length > 1 && (
            <NativeSelect
              label={texts.team}
              w={{ base: '100%', xs: 320 }}
              value={String(teamId)}
              data={teams.map((t) => ({ value: String(t.team_id), label: t.team_name }))}
              onChange={(e) => setChosen(Number(e.currentTarget.value))}
            />
          )}
          <Stack component="section" gap="xs" aria-label={texts.planTitle}>
            <Title order={2} size="h3">
              {texts.planTitle}
            </Title>
            <Text size="sm" c="dimmed">
              {texts.planHelp}
            </Text>
            <Group align="flex-end" wrap="wrap">
              <TextInput type="date" label={texts.from} value={from} onChange={(e) => setFrom(e.currentTarget.value)} />
              <TextInput type="date" label={texts.to} value={to} onChange={(e) => setTo(e.currentTarget.value)} />
              {/* Not before the rota's first read has come: a plan meanwhile would be answered by that read, which
                  may have begun before the plan and so show none of it (a first load is not cancelled, but shared). */}
              <Button
                loading={plan.isPending}
                disabled={rota.isPending}
                onClick={() =>
                  teamId !== null &&
                  plan.mutate(
                    { teamId, body: { from, to } },
                    {
                      onSuccess: () => {
                        setProblem(null);
                        setSaid(texts.planned);
                      },
                      onError: fail,
                    },
                  )
                }
              >
                {texts.plan}
              </Button>
            </Group>
          </Stack>
          <LoadState query={rota} loading={texts.loading} failed={texts.failed}>
            {(r) => (
              <Stack gap="lg">
                <Stack component="section" gap="sm" aria-label={texts.rotaTitle}>
                  {r.events.length === 0 ? (
                    <Text c="dimmed">{texts.noEvents}</Text>
                  ) : (
                    r.events.map((e) => (
                      <RotaEventCard
                        key={`${e.event}-${e.event_id}`}
                        event={e}
                        families={r.families}
                        past={e.date <= today}
                        onError={fail}
                      />
                    ))
                  )}
                </Stack>
                <FairShareTable families={r.families} />
              </Stack>
            )}
          </LoadState>
        </>
      )}
      {user && isAdmin(user) && (
        <LoadState query={kinds} loading={texts.loading} failed={texts.failed}>
          {(list) => <DutyKindsSection kinds={list} />}
        </LoadState>
      )}
    </Stack>
  );
}
