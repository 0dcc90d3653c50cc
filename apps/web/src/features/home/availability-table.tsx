import { Anchor, Button, Group, Paper, Stack, Table, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { useDeleteAvailability, useRecordAvailability } from '../../api/availability';
import { paths } from '../../paths';
import { ErrorBanner } from '../../ui/error-banner';
import { LoadingText } from '../../ui/loading-text';
import { shortDate } from '../../widgets/match/match-dates';
import { useIsMobile } from '../../ui/use-is-mobile';
import { dashboardTexts } from './dashboard-texts';
import { FixtureAnswerButtons, type FixtureRowAnswer } from './fixture-answer-buttons';
import { t } from '../../i18n/i18n';

/** One row of the dashboard's match or training list. */
export interface AvailabilityRow {
  key: string;
  date: string;
  /** The opponent of a match or the venue of a training session. */
  detail: string;
  available: boolean;
  availability_id: number | null;
  /** A match's availability request (decision 106): the three answers replace the toggle. */
  fixture?: FixtureRowAnswer;
}

interface AvailabilityTableProps {
  title: string;
  detailLabel: string;
  playerId: number;
  rows: AvailabilityRow[] | undefined;
  loading: boolean;
  error: Error | null;
}

/** Available / Not Available for one date: Not Available records the date, Available deletes the record. */
function AvailabilityToggle({ playerId, row }: { playerId: number; row: AvailabilityRow }) {
  const record = useRecordAvailability();
  const remove = useDeleteAvailability();
  const busy = record.isPending || remove.isPending;
  const fail = () => window.alert(dashboardTexts.updateAvailabilityFailed);
  const setAvailable = (available: boolean) => {
    if (available === row.available || busy) return;
    if (available && row.availability_id !== null) remove.mutate(row.availability_id, { onError: fail });
    if (!available) record.mutate({ player_id: playerId, unavailable_date: row.date, notes: null }, { onError: fail });
  };
  return (
    <Button.Group aria-label={availabilityLabel(row)}>
      <Button
        size="compact-sm"
        variant={row.available ? 'filled' : 'default'}
        color="teal"
        aria-pressed={row.available}
        disabled={busy}
        onClick={() => setAvailable(true)}
      >
        {t('Available')}
      </Button>
      <Button
        size="compact-sm"
        variant={row.available ? 'default' : 'filled'}
        color="red"
        aria-pressed={!row.available}
        disabled={busy}
        onClick={() => setAvailable(false)}
      >
        {t('Not Available')}
      </Button>
    </Button.Group>
  );
}

/** 'Availability on Sat 5 Sept, Hilltop Rovers': the name of a row's buttons. */
function availabilityLabel(row: AvailabilityRow): string {
  return t('Availability on {date}, {detail}', { date: shortDate(row.date), detail: row.detail });
}

function RowControl({ playerId, row }: { playerId: number; row: AvailabilityRow }) {
  const label = availabilityLabel(row);
  return row.fixture ? (
    <FixtureAnswerButtons playerId={playerId} fixture={row.fixture} label={label} />
  ) : (
    <AvailabilityToggle playerId={playerId} row={row} />
  );
}

function Rows({ playerId, rows, detailLabel }: { playerId: number; rows: AvailabilityRow[]; detailLabel: string }) {
  const mobile = useIsMobile();
  if (mobile) {
    return (
      <Stack gap="xs" component="ul" m={0} p={0} style={{ listStyle: 'none' }}>
        {rows.map((row) => (
          <li key={row.key}>
            <Group justify="space-between" gap="xs">
              <div style={{ minWidth: 0 }}>
                <Text size="sm" fw={600}>
                  {shortDate(row.date)}
                </Text>
                <Text size="xs" c="dimmed" truncate>
                  {row.detail}
                </Text>
              </div>
              <RowControl playerId={playerId} row={row} />
            </Group>
          </li>
        ))}
      </Stack>
    );
  }
  return (
    <Table verticalSpacing={6} highlightOnHover>
      <Table.Thead>
        <Table.Tr>
          <Table.Th>{t('Date')}</Table.Th>
          <Table.Th>{detailLabel}</Table.Th>
          <Table.Th>{t('Availability')}</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {rows.map((row) => (
          <Table.Tr key={row.key}>
            <Table.Td style={{ whiteSpace: 'nowrap' }}>{shortDate(row.date)}</Table.Td>
            <Table.Td>{row.detail}</Table.Td>
            <Table.Td>
              <RowControl playerId={playerId} row={row} />
            </Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}

/** The next four matches or training sessions with the player's availability for each (spec §2 Player view). */
export function AvailabilityTable({ title, detailLabel, playerId, rows, loading, error }: AvailabilityTableProps) {
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-label={title}>
      <Group justify="space-between" mb="xs">
        <Title order={2} size="h4">
          {title}
        </Title>
        <Anchor component={Link} to={paths.availabilityRecord} size="sm">
          {t('Record availability')}
        </Anchor>
      </Group>
      {error ? (
        <ErrorBanner message={error.message} />
      ) : loading || !rows ? (
        <LoadingText />
      ) : rows.length === 0 ? (
        <Text c="dimmed" size="sm">
          {dashboardTexts.noAvailabilityRecords}
        </Text>
      ) : (
        <Rows playerId={playerId} rows={rows} detailLabel={detailLabel} />
      )}
    </Paper>
  );
}
