import { useEffect, useState } from 'react';
import { useQueryClient, type QueryKey } from '@tanstack/react-query';
import { matchMedicalKey } from '../../../api/family-records';
import { festivalKey } from '../../../api/festival';
import { matchEventKeys } from '../../../api/match-events';
import { matchesApi } from '../../../api/matches';
import { rotationKeys } from '../../../api/rotation';
import { myTeamsKey } from '../../../api/team-coaches';
import { keepQueries, restoreKept } from '../../../pwa/kept-queries';

/**
 * The reads the console works from: the person's teams, the match list, and the open match's events, squad, rights,
 * rotation, its festival day (#34) and the squad's medical information.
 */
export function consoleReads(matchId: number | null): QueryKey[] {
  const list: QueryKey[] = [myTeamsKey, [matchesApi.key, 'all']];
  if (matchId === null) return list;
  return [
    ...list,
    matchEventKeys.timeline(matchId),
    matchEventKeys.score(matchId),
    matchEventKeys.players(matchId),
    matchEventKeys.rights(matchId),
    rotationKeys.match(matchId),
    festivalKey(matchId),
    // The squad's medical information, gone at the end of the match day (`keep_until`, decision 130).
    matchMedicalKey(matchId),
  ];
}

/**
 * The match kept on the phone (#29 item 1): puts back what this user's console kept, then keeps the console's reads
 * as they change. Answers false until what was kept is back, for the page to wait that long (a few milliseconds)
 * before its reads start.
 */
export function useKeptConsole(userId: number, matchId: number | null): boolean {
  const client = useQueryClient();
  const [restored, setRestored] = useState(false);
  useEffect(() => {
    let live = true;
    void restoreKept(client, userId).then(() => {
      if (live) setRestored(true);
    });
    return () => {
      live = false;
    };
  }, [client, userId]);
  useEffect(
    () => (restored ? keepQueries(client, userId, consoleReads(matchId)) : undefined),
    [client, userId, matchId, restored],
  );
  return restored;
}
