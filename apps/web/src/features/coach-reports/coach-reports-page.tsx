import { Group, NativeSelect, Stack, Title } from '@mantine/core';
import { useSearchParams } from 'react-router';
import type { ShownTeams } from '@touchline/domain';
import { teamsApi } from '../../api/teams';
import { WithTeamScope } from '../../widgets/team-scope/with-team-scope';
import { teamScopeTexts } from '../../widgets/team-scope/team-scope-texts';
import { DEFAULT_REPORT, isReportKind, reportOptions } from './report-kinds';
import { ReportView } from './report-view';
import { t } from '../../i18n/i18n';

/**
 * The Team filter's choices (decision 127): the teams the coach coaches first; 'All teams' and then every other team
 * only for an admin or the head of coaching (for an admin who coaches none, 'All teams' first, as before).
 */
export function reportTeamOptions(
  scope: Pick<ShownTeams, 'teamIds' | 'mine' | 'canChoose'>,
  clubTeams: readonly { team_id: number; team_name: string }[],
): { value: string; label: string }[] {
  const option = (t: { team_id: number; team_name: string }) => ({ value: String(t.team_id), label: t.team_name });
  const all = { value: '', label: teamScopeTexts.all };
  if (scope.mine.length === 0) return [all, ...clubTeams.map(option)];
  const mine = scope.mine.map(option);
  if (!scope.canChoose) return mine;
  const own = new Set(scope.mine.map((t) => t.team_id));
  return [...mine, all, ...clubTeams.filter((t) => !own.has(t.team_id)).map(option)];
}

/**
 * Coach Reports (/coach-reports, coach or admin): 'Select Report Type' (Training Attendance by default) and a team
 * filter, on the coach's first team by default (decision 127); the choice is kept in the address
 * (?report=…&team=…) so a report can be bookmarked or shared.
 */
export function CoachReportsPage() {
  return (
    <Stack gap="md">
      <Title order={1}>{t('Coach Reports')}</Title>
      <WithTeamScope kind="coach">{(scope) => <Reports scope={scope} />}</WithTeamScope>
    </Stack>
  );
}

function Reports({ scope }: { scope: ShownTeams }) {
  const [params, setParams] = useSearchParams();
  const reportParam = params.get('report');
  const kind = isReportKind(reportParam) ? reportParam : DEFAULT_REPORT;
  const teams = teamsApi.useList();
  const options = reportTeamOptions(scope, teams.data ?? []);
  const teamParam = params.get('team');
  // The address's team when it is a choice (once the club's teams are read), else the first choice.
  const known = options.some((o) => o.value === teamParam) || (teamParam !== null && teams.isPending);
  const chosen = known ? teamParam : (options[0]?.value ?? '');
  const teamId = chosen && Number(chosen) > 0 ? Number(chosen) : null;

  const update = (key: string, value: string | null) =>
    setParams(
      (current) => {
        if (value === null) current.delete(key);
        else current.set(key, value);
        return current;
      },
      { replace: true },
    );

  return (
    <>
      <Group gap="md" align="flex-end">
        <NativeSelect
          label={t('Select Report Type')}
          data={reportOptions.map((o) => ({ value: o.value, label: o.label }))}
          value={kind}
          onChange={(event) =>
            update('report', event.currentTarget.value === DEFAULT_REPORT ? null : event.currentTarget.value)
          }
          w={{ base: '100%', xs: 260 }}
        />
        <NativeSelect
          label={t('Team')}
          data={options}
          value={teamId === null ? '' : String(teamId)}
          onChange={(event) => update('team', event.currentTarget.value === '' ? null : event.currentTarget.value)}
          w={{ base: '100%', xs: 220 }}
        />
      </Group>
      <ReportView key={`${kind}-${teamId ?? 'all'}`} kind={kind} teamId={teamId} />
    </>
  );
}
