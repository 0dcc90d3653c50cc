import { SegmentedControl } from '@mantine/core';
import type { ShownTeams } from '@touchline/domain';
import { setTeamChoice } from './team-choice';
import { teamScopeTexts } from './team-scope-texts';

/** 'My teams' / 'All teams', for those who may choose (decision 127); nothing for the others. */
export function TeamScopeSwitch({ scope }: { scope: ShownTeams }) {
  if (!scope.canChoose) return null;
  return (
    <SegmentedControl
      aria-label={teamScopeTexts.label}
      value={scope.choice}
      onChange={(value) => setTeamChoice(value === 'all' ? 'all' : 'mine')}
      data={[
        { value: 'mine', label: teamScopeTexts.mine },
        { value: 'all', label: teamScopeTexts.all },
      ]}
    />
  );
}
