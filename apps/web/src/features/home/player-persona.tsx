import { Text } from '@mantine/core';
import type { User } from '@touchline/domain';
import { isChild } from '@touchline/domain';
import { useClubPlayers } from '../../api/dashboard';
import { ErrorBanner } from '../../ui/error-banner';
import { LoadingText } from '../../ui/loading-text';
import { todayIso } from '../../widgets/match/match-dates';
import { dashboardTexts } from './dashboard-texts';
import { ownPlayerOf } from './own-player';
import { PlayerDashboard, usePlayerDashboardCode } from './lazy-player-dashboard';

/** The Player persona: the account's own player record, then the player dashboard for it. */
export function PlayerPersona({ user }: { user: User }) {
  const players = useClubPlayers();
  usePlayerDashboardCode();
  if (players.error) return <ErrorBanner message={players.error.message} />;
  if (players.isPending) return <LoadingText />;
  const own = Array.isArray(players.data) ? ownPlayerOf(players.data, user) : null;
  if (!own) return <Text c="dimmed">{dashboardTexts.noPlayerData}</Text>;
  return (
    <PlayerDashboard
      playerId={own.player_id}
      playerName={own.player_short_name ?? own.player_name}
      teamName={own.team_name}
      view="player"
      parentsAnswer={isChild(own.date_of_birth ?? null, todayIso())}
    />
  );
}
