import { Button, Group, Modal, Paper, SimpleGrid, Stack, Text } from '@mantine/core';
import type { Player } from '@touchline/domain';
import { useReturnFocus } from '../../../ui/use-return-focus';
import { consoleTexts } from './console-texts';
import classes from './pitch-side.module.css';
import { t } from '../../../i18n/i18n';

type PlayerChoice = Pick<Player, 'player_id' | 'player_name'>;

function PlayerButtons({ players, onPick }: { players: readonly PlayerChoice[]; onPick: (playerId: number) => void }) {
  return (
    <SimpleGrid cols={2} spacing="xs">
      {players.map((p) => (
        <Button key={p.player_id} variant="light" onClick={() => onPick(p.player_id)}>
          {p.player_name}
        </Button>
      ))}
    </SimpleGrid>
  );
}

/**
 * Right after a one-tap 'Goal (us)': 'Who scored?', one tap on the scorer, the goal's second and last tap (the
 * dialog closes). 'Pick later' leaves the scorer to be set from the timeline.
 */
export function ScorerPicker({
  players,
  onScorer,
  onClose,
}: {
  players: readonly PlayerChoice[];
  onScorer: (playerId: number) => void;
  onClose: () => void;
}) {
  // Mounted only while open: focus goes back to 'Goal (us)' when it goes, not to the page (#28, Running it).
  useReturnFocus(true);
  return (
    <Modal
      opened
      returnFocus={false}
      closeButtonProps={{ 'aria-label': t('Close dialog') }}
      onClose={onClose}
      title={consoleTexts.whoScored}
      centered
      classNames={{ content: classes.pitchSide }}
    >
      <Stack gap="sm">
        <PlayerButtons
          players={players}
          onPick={(id) => {
            onScorer(id);
            onClose();
          }}
        />
        <Button variant="default" onClick={onClose}>
          {consoleTexts.pickLater}
        </Button>
      </Stack>
    </Modal>
  );
}

/**
 * After the scorer: 'Assist by?' on the console itself, not in the way. One tap names the assist; the panel goes
 * with 'No assist', the next tap on the console's goal buttons, or the end of the Undo time.
 */
export function AssistPicker({
  players,
  scorerId,
  onAssist,
  onClose,
}: {
  players: readonly PlayerChoice[];
  scorerId: number;
  onAssist: (playerId: number) => void;
  onClose: () => void;
}) {
  return (
    <Paper withBorder radius="md" p="sm" role="group" aria-label={consoleTexts.assistBy}>
      <Stack gap="xs">
        <Group justify="space-between">
          <Text fw={600}>{consoleTexts.assistBy}</Text>
          <Button size="xs" variant="default" onClick={onClose}>
            {consoleTexts.noAssist}
          </Button>
        </Group>
        <PlayerButtons
          players={players.filter((p) => p.player_id !== scorerId)}
          onPick={(id) => {
            onAssist(id);
            onClose();
          }}
        />
      </Stack>
    </Paper>
  );
}
