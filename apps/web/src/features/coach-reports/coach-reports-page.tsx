import { Group, NativeSelect, Stack, Title } from '@mantine/core';
import { useSearchParams } from 'react-router';
import { teamsApi } from '../../api/teams';
import { DEFAULT_REPORT, isReportKind, reportOptions } from './report-kinds';
import { ReportView } from './report-view';

/**
 * Coach Reports (/coach-reports, coach or admin): 'Select Report Type' (Training Attendance by default) and a team
 * filter; the choice is kept in the address (?report=…&team=…) so a report can be bookmarked or shared.
 */
export function CoachReportsPage() {
  const [params, setParams] = useSearchParams();
  const reportParam = params.get('report');
  const kind = isReportKind(reportParam) ? reportParam : DEFAULT_REPORT;
  const teams = teamsApi.useList();
  const teamParam = Number(params.get('team'));
  const teamId = Number.isInteger(teamParam) && teamParam > 0 ? teamParam : null;

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
    <Stack gap="md">
      <Title order={1}>Coach Reports</Title>
      <Group gap="md" align="flex-end">
        <NativeSelect
          label="Select Report Type"
          data={reportOptions.map((o) => ({ value: o.value, label: o.label }))}
          value={kind}
          onChange={(event) =>
            update('report', event.currentTarget.value === DEFAULT_REPORT ? null : event.currentTarget.value)
          }
          w={{ base: '100%', xs: 260 }}
        />
        <NativeSelect
          label="Team"
          data={[
            { value: '', label: 'All teams' },
            ...(teams.data ?? []).map((t) => ({ value: String(t.team_id), label: t.team_name })),
          ]}
          value={teamId === null ? '' : String(teamId)}
          onChange={(event) => update('team', event.currentTarget.value === '' ? null : event.currentTarget.value)}
          w={{ base: '100%', xs: 220 }}
        />
      </Group>
      <ReportView key={`${kind}-${teamId ?? 'all'}`} kind={kind} teamId={teamId} />
    </Stack>
  );
}
