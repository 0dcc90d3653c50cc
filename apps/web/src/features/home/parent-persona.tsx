import { useState } from 'react';
import { NativeSelect, Stack, Text } from '@mantine/core';
import type { User } from '@touchline/domain';
import { useParentLinks } from '../../api/users';
import { ErrorBanner } from '../../ui/error-banner';
import { LoadingText } from '../../ui/loading-text';
import { NextDutyTile } from '../../widgets/duties/next-duty-tile';
import { dashboardTexts } from './dashboard-texts';
import { LoadWhenSeen } from './load-when-seen';
import { dutiesTexts } from '../../widgets/duties/duties-texts';
import { PlayerDashboard, usePlayerDashboardCode } from './lazy-player-dashboard';
import { t } from '../../i18n/i18n';

/** The Parent persona: the player dashboard for one linked child at a time, chosen with 'Child'. */
export function ParentPersona({ user }: { user: User }) {
  const links = useParentLinks(user.user_id);
  usePlayerDashboardCode();
  const [chosen, setChosen] = useState<number | null>(null);
  if (links.error) return <ErrorBanner message={links.error.message} />;
  if (links.isPending) return <LoadingText />;
  const children = links.data;
  const child = children.find((c) => c.player_id === chosen) ?? children[0];
  if (!child) return <Text c="dimmed">{dashboardTexts.noPlayerData}</Text>;
  return (
    <Stack gap="md">
      <NativeSelect
        label={t('Child')}
        w={{ base: '100%', xs: 360 }}
        data={children.map((c) => ({ value: String(c.player_id), label: `${c.player_name} (${c.team_name})` }))}
        value={String(child.player_id)}
        onChange={(event) => setChosen(Number(event.currentTarget.value))}
      />
      <PlayerDashboard
        key={child.player_id}
        playerId={child.player_id}
        playerName={child.player_short_name ?? child.player_name}
        teamName={child.team_name}
        view="parent"
      />
      {/* Below the child's dashboard, read once scrolled to: the first screen keeps to its six reads. */}
      <LoadWhenSeen minHeight={140} label={dutiesTexts.nextDuty}>
        <NextDutyTile />
      </LoadWhenSeen>
    </Stack>
  );
}
