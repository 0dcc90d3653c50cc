import { useState } from 'react';
import { Button, Modal, SimpleGrid, Stack } from '@mantine/core';
import type { Player } from '@touchline/domain';
import { consoleTexts } from './console-texts';

interface ScorerPickerProps {
  players: readonly Pick<Player, 'player_id' | 'player_name'>[];
  onScorer: (playerId: number) => void;
  onAssist: (playerId: number) => void;
  onClose: () => void;
}

/**
 * Right after a one-tap 'Goal (us)': one tap on the scorer (the goal's second and last tap), then the assist if
 * there was one. 'Pick later' leaves the scorer to be set from the timeline.
 */
export function ScorerPicker({ players, onScorer, onAssist, onClose }: ScorerPickerProps) {
  const [scorer, setScorer] = useState<number | null>(null);
  const choosingAssist = scorer !== null;
  const choices = players.filter((p) => p.player_id !== scorer);
  return (
    <Modal
      opened
      closeButtonProps={{ 'aria-label': 'Close dialog' }}
      onClose={onClose}
      title={choosingAssist ? consoleTexts.assistBy : consoleTexts.whoScored}
      centered
    >
      <Stack gap="sm">
        <SimpleGrid cols={2} spacing="xs">
          {choices.map((p) => (
            <Button
              key={p.player_id}
              variant="light"
              onClick={() => {
                if (choosingAssist) {
                  onAssist(p.player_id);
                  onClose();
                } else {
                  setScorer(p.player_id);
                  onScorer(p.player_id);
                }
              }}
            >
              {p.player_name}
            </Button>
          ))}
        </SimpleGrid>
        <Button variant="default" onClick={onClose}>
          {choosingAssist ? consoleTexts.noAssist : consoleTexts.pickLater}
        </Button>
      </Stack>
    </Modal>
  );
}
