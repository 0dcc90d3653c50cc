import { useMutation, useQueries, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AvailabilitySettingsBody, FixtureAnswerBody } from '@touchline/domain';
import { contracts } from '@touchline/domain';
import { availabilityKeys } from './availability';
import { http } from './http';

const ANSWERS = 'fixture-answers';
const SETTINGS = 'availability-settings';

/** GET /matches/{id}/answers (coach or admin): counts, each player's answer and who was reminded when. */
export function useFixtureAnswers(matchId: number | null) {
  return useQuery({
    queryKey: [ANSWERS, matchId ?? 0],
    queryFn: ({ signal }) =>
      http.call(contracts.fixtureAnswers.ofFixture, { params: { id: matchId ?? 0 } }, { signal }),
    enabled: matchId !== null,
  });
}

/** The answers of several fixtures (the coach dashboard's match slides), one GET each, by match. */
export function useAnswersOf(matchIds: readonly number[]) {
  return useQueries({
    queries: matchIds.map((id) => ({
      queryKey: [ANSWERS, id],
      queryFn: ({ signal }: { signal: AbortSignal }) =>
        http.call(contracts.fixtureAnswers.ofFixture, { params: { id } }, { signal }),
    })),
    combine: (results) =>
      Object.assign(new Map(matchIds.map((id, i) => [id, results[i]?.data])), {
        failed: results.some((r) => r.isError),
      }),
  });
}

/** Reloads every read an answer changes: the coach's view and the availability lists. */
function useInvalidateAnswers() {
  const client = useQueryClient();
  return () =>
    Promise.all([
      client.invalidateQueries({ queryKey: [ANSWERS] }),
      client.invalidateQueries({ queryKey: availabilityKeys.all }),
    ]);
}

/** PUT /matches/{id}/answers/{playerId}: a family's answer until the deadline, a coach's any time. */
export function useAnswerFixture() {
  const invalidate = useInvalidateAnswers();
  return useMutation({
    mutationFn: ({ matchId, playerId, body }: { matchId: number; playerId: number; body: FixtureAnswerBody }) =>
      http.call(contracts.fixtureAnswers.answer, { params: { id: matchId, playerId }, body }),
    onSuccess: invalidate,
  });
}

/** POST /matches/{id}/reminders: 'Remind now'. */
export function useRemindNow() {
  const invalidate = useInvalidateAnswers();
  return useMutation({
    mutationFn: (matchId: number) => http.call(contracts.fixtureAnswers.remind, { params: { id: matchId } }),
    onSuccess: invalidate,
  });
}

/** GET /teams/{id}/availability-settings. */
export function useAvailabilitySettings(teamId: number | null) {
  return useQuery({
    queryKey: [SETTINGS, teamId ?? 0],
    queryFn: ({ signal }) => http.call(contracts.fixtureAnswers.settings, { params: { id: teamId ?? 0 } }, { signal }),
    enabled: teamId !== null,
  });
}

/** PUT /teams/{id}/availability-settings; reloads the settings and the answers (the deadline may move). */
export function useSaveAvailabilitySettings(teamId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: AvailabilitySettingsBody) =>
      http.call(contracts.fixtureAnswers.saveSettings, { params: { id: teamId }, body }),
    onSuccess: () =>
      Promise.all([
        client.invalidateQueries({ queryKey: [SETTINGS] }),
        client.invalidateQueries({ queryKey: [ANSWERS] }),
        client.invalidateQueries({ queryKey: availabilityKeys.all }),
      ]),
  });
}

/** POST /answers/by-link: the one-click link's answer (or, without one, what the link is for). No sign-in. */
export const answerByLink = (body: { token: string; status?: FixtureAnswerBody['status']; note?: string | null }) =>
  http.call(contracts.fixtureAnswers.byLink, { body }, { token: null });

/** POST /unsubscribe: the unsubscribe link's page. No sign-in. */
export const unsubscribeByLink = (token: string) =>
  http.call(contracts.emailPreferences.unsubscribe, { body: { token } }, { token: null });
