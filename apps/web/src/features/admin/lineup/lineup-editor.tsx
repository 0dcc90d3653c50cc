import type { ReactNode } from 'react';
import { useReducer, useState } from 'react';
import { Box, Button, Flex, Group, NativeSelect, SimpleGrid, Stack, Text } from '@mantine/core';
import { DndContext, DragOverlay } from '@dnd-kit/core';
import type { FormationSummary, LineupResponse, Player } from '@touchline/domain';
import { MOBILE_BREAKPOINT_PX, pitchSize } from '@touchline/domain';
import { useFormation, useSaveLineup } from '../../../api/lineups';
import { t } from '../../../i18n/i18n';
import { ErrorBanner } from '../../../ui/error-banner';
import { pitchCollisionDetection } from '../../../widgets/pitch/dnd';
import { errorLoadingFormation, errorSavingLineup, lineupTexts, tapToPlace } from '../../../widgets/pitch/lineup-texts';
import { PlayerChip } from '../../../widgets/pitch/player-chip';
import { useWindowWidth } from '../../../widgets/pitch/use-window-width';
import { SuccessBanner } from '../../../ui/success-banner';
import { EditorPitch } from './editor-pitch';
import { initialLineupDraft, lineupDraftReducer, lineupSaveBody, positionOfPlayer } from './lineup-draft';
import { PlayerGrid } from './player-grid';
import { PlayerPanel } from './player-panel';
import type { SelectionNote } from './selection-note';
import { SquadDialog } from './squad-dialog';
import { minutesTexts } from '../../../widgets/minutes/minutes-texts';
import { RotationDialog } from './rotation-dialog';
import { UnavailablePlayers } from './unavailable-players';
import { screenReaderInstructions, useLineupDnd } from './use-lineup-dnd';

interface LineupEditorProps {
  matchId: number;
  /** The page's title block, laid out beside the formation and buttons on desktop. */
  heading: ReactNode;
  formations: readonly FormationSummary[];
  /** GET /players/match: who may play. */
  players: readonly Player[];
  /** The team's players recorded unavailable on the match date. */
  unavailable: readonly Player[];
  saved: LineupResponse | null;
  /** 'Not picked in last 3' notes by player id (empty until GET /players/selection answers). */
  notes?: ReadonlyMap<number, SelectionNote>;
}

/** The editor once its data is in: formation, players, pitch, Save Lineup and Reset. */
export function LineupEditor({ matchId, heading, formations, players, unavailable, saved, notes }: LineupEditorProps) {
  const playersById = new Map(players.map((p) => [p.player_id, p]));
  const [draft, dispatch] = useReducer(
    lineupDraftReducer,
    { saved, formations, matchPlayerIds: new Set(playersById.keys()) },
    initialLineupDraft,
  );
  const formation = useFormation(draft.formationId);
  const save = useSaveLineup(matchId);
  const [squadOpen, setSquadOpen] = useState(false);
  const [rotationOpen, setRotationOpen] = useState(false);
  const windowWidth = useWindowWidth();
  const narrow = windowWidth < MOBILE_BREAKPOINT_PX;
  const size = pitchSize('editor', windowWidth);
  const positions = formation.data?.positions ?? [];

  const place = (playerId: number, positionId: number) => {
    // Only players of the match's list (never an unavailable one) go on the pitch.
    if (playersById.has(playerId) && positions.some((p) => p.id === positionId))
      dispatch({ type: 'place', playerId, positionId });
  };
  const dnd = useLineupDnd({ narrow, players: playersById, positions, onPlace: place });
  const positionNameOf = (playerId: number) => {
    const positionId = positionOfPlayer(draft, playerId);
    return positions.find((p) => p.id === positionId)?.position_name ?? null;
  };
  const select = (playerId: number) => dispatch({ type: 'select', playerId });
  const selected = draft.selectedPlayerId === null ? null : (playersById.get(draft.selectedPlayerId) ?? null);

  const onSave = () => {
    const body = lineupSaveBody(draft, positions);
    if (!body) {
      dispatch({ type: 'message', message: { kind: 'error', text: lineupTexts.selectFormation } });
      return;
    }
    dispatch({ type: 'message', message: null });
    save.mutate(body, {
      onSuccess: () => dispatch({ type: 'message', message: { kind: 'success', text: lineupTexts.saved } }),
      onError: (error) =>
        dispatch({ type: 'message', message: { kind: 'error', text: errorSavingLineup(error.message) } }),
    });
  };

  const formationSelect = (
    <NativeSelect
      label={t('Formation')}
      w={narrow ? '100%' : 300}
      value={draft.formationId === null ? '' : String(draft.formationId)}
      onChange={(event) =>
        dispatch({
          type: 'changeFormation',
          formationId: event.currentTarget.value ? Number(event.currentTarget.value) : null,
        })
      }
      data={[
        { value: '', label: t('Select a formation') },
        ...formations.map((f) => ({ value: String(f.id), label: `${f.name} - ${f.description}` })),
      ]}
    />
  );
  const fillButton = (
    <Button
      variant="light"
      onClick={() => dispatch({ type: 'fill', positions, players })}
      disabled={positions.length === 0 || draft.placements.size >= positions.length}
    >
      {lineupTexts.fill}
    </Button>
  );
  // Beside the players on a wide screen (the row above the pitch stays one line high).
  const squadButton = (
    <Group gap="sm" grow={narrow}>
      {fillButton}
      <Button variant="light" onClick={() => setSquadOpen(true)}>
        {t('Publish squad')}
      </Button>
      <Button variant="light" onClick={() => setRotationOpen(true)}>
        {minutesTexts.rotation}
      </Button>
    </Group>
  );
  const reset = (
    <Button variant="default" onClick={() => dispatch({ type: 'reset' })} disabled={save.isPending}>
      {t('Reset')}
    </Button>
  );
  const saveButton = (
    <Button onClick={onSave} loading={save.isPending} disabled={draft.formationId !== null && !formation.data}>
      {t('Save Lineup')}
    </Button>
  );
  // On a phone two to a row, each whole (four in a row were cut to 'Save Lineu', 'Publis', 'Rotati': #29 item 8).
  const buttons = narrow ? (
    <SimpleGrid cols={2} spacing="sm">
      {reset}
      {saveButton}
      <Button variant="light" onClick={() => setSquadOpen(true)}>
        {t('Publish squad')}
      </Button>
      <Button variant="light" onClick={() => setRotationOpen(true)}>
        {minutesTexts.rotation}
      </Button>
    </SimpleGrid>
  ) : (
    <Group gap="sm">
      {reset}
      {saveButton}
    </Group>
  );
  const messages = (
    <>
      <SuccessBanner
        message={draft.message?.kind === 'success' ? draft.message.text : null}
        onClose={() => dispatch({ type: 'message', message: null })}
      />
      <ErrorBanner
        message={draft.message?.kind === 'error' ? draft.message.text : null}
        onClose={() => dispatch({ type: 'message', message: null })}
      />
    </>
  );
  const hint = selected && (
    <Text role="status" fw={600} c="teal.9">
      {tapToPlace(selected.player_name)}
    </Text>
  );
  const pitch = (
    <Stack gap="xs" miw={0}>
      <ErrorBanner message={formation.isError ? errorLoadingFormation(formation.error.message) : null} />
      <EditorPitch
        positions={positions}
        placements={draft.placements}
        players={playersById}
        selectedPlayerId={draft.selectedPlayerId}
        size={size}
        narrow={narrow}
        onPlace={(positionId) => draft.selectedPlayerId !== null && place(draft.selectedPlayerId, positionId)}
        onRemove={(positionId) => dispatch({ type: 'remove', positionId })}
      />
    </Stack>
  );

  return (
    <DndContext
      sensors={dnd.sensors}
      collisionDetection={pitchCollisionDetection}
      onDragStart={dnd.onDragStart}
      onDragEnd={dnd.onDragEnd}
      onDragCancel={dnd.onDragCancel}
      accessibility={{ announcements: dnd.announcements, screenReaderInstructions }}
    >
      {narrow ? (
        <Stack gap="md">
          {heading}
          {formationSelect}
          {fillButton}
          <PlayerGrid
            players={players}
            positionNameOf={positionNameOf}
            selectedPlayerId={draft.selectedPlayerId}
            onSelect={select}
            notes={notes}
          />
          {hint}
          {pitch}
          <UnavailablePlayers players={unavailable} />
          {buttons}
          {messages}
        </Stack>
      ) : (
        <Stack gap="md">
          <Group justify="space-between" align="flex-end" gap="md">
            {heading}
            <Group gap="sm" align="flex-end">
              {formationSelect}
              {buttons}
            </Group>
          </Group>
          {messages}
          <Flex gap="md" align="flex-start">
            <PlayerPanel
              players={players}
              unavailable={unavailable}
              positionNameOf={positionNameOf}
              selectedPlayerId={draft.selectedPlayerId}
              onSelect={select}
              hint={hint}
              maxHeight={size.height - 70}
              notes={notes}
              footer={squadButton}
            />
            <Box miw={0} style={{ flex: `0 1 ${size.width}px` }}>
              {pitch}
            </Box>
          </Flex>
        </Stack>
      )}
      <SquadDialog
        matchId={matchId}
        opened={squadOpen}
        saved={save.data ?? saved}
        players={players}
        onClose={() => setSquadOpen(false)}
        onPublished={(text) => dispatch({ type: 'message', message: { kind: 'success', text } })}
      />
      <RotationDialog matchId={matchId} opened={rotationOpen} onClose={() => setRotationOpen(false)} />
      <DragOverlay dropAnimation={null}>{dnd.draggedPlayer && <PlayerChip player={dnd.draggedPlayer} />}</DragOverlay>
    </DndContext>
  );
}
