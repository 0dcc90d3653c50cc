import { useEffect, useMemo, useState } from 'react';
import { Flex, Paper, Stack, Title } from '@mantine/core';
import { availabilityMessages, isCoachOrAdmin } from '@touchline/domain';
import {
  recordAvailability,
  useCoachAvailability,
  useDeleteAvailability,
  useInvalidateAvailability,
  usePlayerAvailability,
} from '../../api/availability';
import { matchesApi } from '../../api/matches';
import { playersApi } from '../../api/players';
import { trainingsApi } from '../../api/trainings';
import { useParentLinks } from '../../api/users';
import { useSession } from '../../session/session-context';
import { ErrorBanner } from '../../ui/error-banner';
import { LoadingText } from '../../ui/loading-text';
import { SuccessBanner } from '../../ui/success-banner';
import { todayIso } from '../../widgets/match/match-dates';
import { useIsMobile } from '../../ui/use-is-mobile';
import { AvailabilityCalendar } from './availability-calendar';
import { AvailabilityForm } from './availability-form';
import {
  chooserSetup,
  fromCoachRecords,
  fromPlayerRecords,
  headingName,
  outcomeAlert,
  recordDates,
  scheduledDays,
} from './availability-logic';
import { CalendarLegend } from './calendar-legend';
import { PlayerChooser } from './player-chooser';
import { UnavailableDaysList } from './unavailable-days-list';
import { known, t } from '../../i18n/i18n';

/**
 * Failed reads are logged; the one behind the 'Days Unavailable' list is also shown there, in place of its empty text.
 */
function useLogFailure(error: Error | null, what: string) {
  useEffect(() => {
    if (error) console.error(what, error);
  }, [error, what]);
}

/**
 * Record availability (/availability/record): pick the days a player (or, for a coach, they themself) will miss,
 * add a note, submit; the list below shows the recorded days by month with Delete.
 */
export function AvailabilityRecordPage() {
  const session = useSession();
  const user = session.user;
  if (!user) throw new Error('AvailabilityRecordPage needs a signed-in user');
  const privileged = isCoachOrAdmin(user);
  const isMobile = useIsMobile();
  const [today] = useState(todayIso);

  const players = playersApi.useList();
  const links = useParentLinks(user.user_id);
  const matches = matchesApi.useList();
  const trainings = trainingsApi.useList();
  const setup = useMemo(
    () => chooserSetup(user, players.data ?? [], links.data ?? []),
    [user, players.data, links.data],
  );

  // The chooser's own choice; a locked player wins, and a choice no longer offered counts as none.
  const [choice, setChoice] = useState<number | null>(null);
  const playerId = setup.lockedPlayerId ?? (setup.options.some((o) => o.playerId === choice) ? choice : null);
  const chosen = setup.options.find((o) => o.playerId === playerId);

  const playerRecords = usePlayerAvailability(playerId);
  const coachRecords = useCoachAvailability(privileged && playerId === null);
  useLogFailure(players.error, 'Failed to fetch players');
  useLogFailure(links.error, 'Failed to fetch linked players');
  useLogFailure(matches.error, 'Failed to fetch matches');
  useLogFailure(trainings.error, 'Failed to fetch training sessions');
  useLogFailure(playerRecords.error, 'Failed to fetch availability');
  useLogFailure(coachRecords.error, 'Failed to fetch coach availability');

  const days = useMemo(() => {
    if (playerId !== null) return fromPlayerRecords(playerRecords.data ?? []);
    if (privileged) return fromCoachRecords(coachRecords.data ?? [], user.user_id);
    return [];
  }, [playerId, privileged, playerRecords.data, coachRecords.data, user.user_id]);
  // The read behind the list, if any: while it loads or after it failed, the list says so instead of 'No … found'.
  const listed = playerId !== null ? playerRecords : privileged ? coachRecords : null;
  const listStatus = !listed || listed.data ? 'loaded' : listed.isError ? 'failed' : 'loading';
  const unavailable = useMemo(() => new Set(days.map((d) => d.date)), [days]);
  const schedule = useMemo(
    () =>
      scheduledDays(matches.data ?? [], trainings.data ?? [], chosen?.teamId ?? null, privileged && playerId === null),
    [matches.data, trainings.data, chosen?.teamId, privileged, playerId],
  );

  const [selected, setSelected] = useState<string[]>([]);
  const [notes, setNotes] = useState('');
  const [submitting, setSubmitting] = useState(false);
  // What the last Submit came to, on the page by the form: not a browser pop-up (#28 item 24).
  const [notice, setNotice] = useState<{ text: string; ok: boolean } | null>(null);
  const invalidate = useInvalidateAvailability();
  const remove = useDeleteAvailability();
  const canSubmit = selected.length > 0 && (privileged || playerId !== null) && !submitting;

  async function submit() {
    if (selected.length === 0) {
      setNotice({ text: availabilityMessages.selectDate, ok: false });
      return;
    }
    if (!privileged && playerId === null) {
      setNotice({ text: availabilityMessages.selectPlayer, ok: false });
      return;
    }
    setNotice(null);
    setSubmitting(true);
    const outcome = await recordDates(selected, (date) =>
      recordAvailability({ player_id: playerId, unavailable_date: date, notes: notes.trim() || null }),
    );
    for (const failure of outcome.failed)
      console.error(`Failed to record availability for ${failure.date}:`, failure.message);
    setSubmitting(false);
    setSelected([]);
    if (outcome.failed.length === 0) setNotes('');
    void invalidate();
    setNotice({ text: outcomeAlert(outcome), ok: outcome.failed.length === 0 });
  }

  function deleteDay(availabilityId: number) {
    remove.mutate(availabilityId, { onError: (error) => console.error('Failed to delete availability', error) });
  }

  const loadingPlayers = players.isPending || links.isPending;

  return (
    <Stack gap="lg">
      <Title order={1}>{t('Record Availability')}</Title>
      <Title order={2} size="h3">
        {t('Select the dates {name} will miss', { name: headingName(chosen) })}
      </Title>
      {loadingPlayers ? (
        <LoadingText />
      ) : (
        <Paper withBorder radius="md" p={isMobile ? 'sm' : 'lg'}>
          <Stack gap="md">
            <PlayerChooser
              setup={setup}
              value={playerId}
              onChange={(next) => {
                setChoice(next);
                setSelected([]);
              }}
              disabled={submitting}
            />
            <Flex direction={isMobile ? 'column' : 'row'} gap="xl" align="flex-start">
              <Stack gap="sm" align={isMobile ? 'center' : 'flex-start'} w={isMobile ? '100%' : undefined}>
                <AvailabilityCalendar
                  selected={selected}
                  onChange={setSelected}
                  unavailable={unavailable}
                  schedule={schedule}
                  minDate={privileged ? undefined : today}
                  size={isMobile ? 'md' : 'lg'}
                />
                <CalendarLegend />
              </Stack>
              <Stack gap="sm" style={{ flex: 1, minWidth: 0 }} w={isMobile ? '100%' : undefined}>
                {notice?.ok ? (
                  <SuccessBanner message={known(notice.text)} onClose={() => setNotice(null)} />
                ) : (
                  <ErrorBanner message={notice && known(notice.text)} onClose={() => setNotice(null)} />
                )}
                <AvailabilityForm
                  notes={notes}
                  onNotesChange={setNotes}
                  selectedCount={selected.length}
                  canSubmit={canSubmit}
                  submitting={submitting}
                  onSubmit={() => void submit()}
                  onClear={() => setSelected([])}
                />
              </Stack>
            </Flex>
          </Stack>
        </Paper>
      )}
      <UnavailableDaysList
        days={days}
        status={listStatus}
        today={today}
        canDeletePast={privileged}
        deletingId={remove.isPending ? (remove.variables ?? null) : null}
        onDelete={deleteDay}
      />
    </Stack>
  );
}
