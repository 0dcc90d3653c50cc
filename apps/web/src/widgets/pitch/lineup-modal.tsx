import { Center, Group, Modal, Stack, Text, Title } from '@mantine/core';
import { MOBILE_BREAKPOINT_PX } from '@touchline/domain';
import { useMatchLineup } from '../../api/lineups';
import { ErrorBanner } from '../../ui/error-banner';
import { failedToLoadLineup, lineupTexts } from './lineup-texts';
import { ReadOnlyPitch } from './read-only-pitch';
import { useWindowWidth } from './use-window-width';
import { useReturnFocus } from '../../ui/use-return-focus';
import { t } from '../../i18n/i18n';

interface LineupModalProps {
  matchId: number;
  opened: boolean;
  onClose: () => void;
}

/** The read-only 'Team Lineup' of a match (the timeline's View Formation): formation name, description and pitch. */
export function LineupModal({ matchId, opened, onClose }: LineupModalProps) {
  const narrow = useWindowWidth() < MOBILE_BREAKPOINT_PX;
  useReturnFocus(opened);
  return (
    <Modal
      returnFocus={false}
      opened={opened}
      onClose={onClose}
      title={lineupTexts.modalTitle}
      size={860}
      fullScreen={narrow}
      centered
      closeButtonProps={{ 'aria-label': t('Close dialog') }}
    >
      {opened && <LineupModalBody matchId={matchId} />}
    </Modal>
  );
}

function LineupModalBody({ matchId }: { matchId: number }) {
  const lineup = useMatchLineup(matchId);
  if (lineup.isPending) {
    return <Text role="status">{lineupTexts.loadingLineup}</Text>;
  }
  if (lineup.isError) return <ErrorBanner message={failedToLoadLineup(lineup.error.message)} />;
  if (!lineup.data) return <Text c="dimmed">{lineupTexts.noFormation}</Text>;
  const { formation, lineup: entries } = lineup.data;
  return (
    <Stack gap="sm">
      <Group gap="xs" align="baseline">
        <Title order={3}>{formation.name}</Title>
        <Text c="dimmed" size="sm">
          {formation.description}
        </Text>
      </Group>
      <Center>
        <ReadOnlyPitch positions={formation.positions} lineup={entries} />
      </Center>
    </Stack>
  );
}
