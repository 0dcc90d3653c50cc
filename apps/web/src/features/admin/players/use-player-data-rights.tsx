import { useCallback, useState } from 'react';
import { ActionIcon, Tooltip } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import type { Player } from '@touchline/domain';
import { downloadPlayerData } from '../../../api/downloads';
import { useErasePlayer } from '../../../api/players';
import { ConfirmDialog } from '../../../ui/confirm-dialog';
import { DownloadIcon, EraseIcon } from '../../../ui/crud/action-icons';
import { errorText } from '../../../ui/crud/error-text';
import { ErrorBanner } from '../../../ui/error-banner';
import { SuccessBanner } from '../../../ui/success-banner';
import { useConfirm } from '../../../ui/use-confirm';
import { dataRightsTexts } from './player-data-rights';

type Message = { kind: 'success' | 'error'; text: string } | null;

/**
 * Data rights in Player Management: each row's 'Export data' (a JSON download of everything held about the player)
 * and 'Erase personal data' (after the question; the list reloads and says 'Personal data erased'). Answers the row
 * buttons and the screen's banners and dialog for `CrudPage`.
 */
export function usePlayerDataRights() {
  const [message, setMessage] = useState<Message>(null);
  const exportData = useMutation({
    mutationFn: (player: Player) => downloadPlayerData(player.player_id),
    onMutate: () => setMessage(null),
    onError: (error) => setMessage({ kind: 'error', text: errorText(error, dataRightsTexts.exportFailed) }),
  });
  const { mutateAsync: erasePlayer } = useErasePlayer();
  const erase = useCallback(
    async (player: Player) => {
      setMessage(null);
      try {
        await erasePlayer(player.player_id);
        setMessage({ kind: 'success', text: dataRightsTexts.erased });
      } catch (error) {
        setMessage({ kind: 'error', text: errorText(error, dataRightsTexts.eraseFailed) });
      }
    },
    [erasePlayer],
  );
  const confirm = useConfirm(dataRightsTexts.eraseQuestion, erase);
  const exporting = exportData.isPending ? exportData.variables.player_id : null;

  const moreActions = (player: Player) => (
    <>
      <Tooltip label={dataRightsTexts.exportLabel(player)} withArrow openDelay={400}>
        <ActionIcon
          size="lg"
          variant="subtle"
          aria-label={dataRightsTexts.exportLabel(player)}
          loading={exporting === player.player_id}
          onClick={() => exportData.mutate(player)}
        >
          <DownloadIcon />
        </ActionIcon>
      </Tooltip>
      <Tooltip label={dataRightsTexts.eraseLabel(player)} withArrow openDelay={400}>
        <ActionIcon
          size="lg"
          variant="subtle"
          color="red"
          aria-label={dataRightsTexts.eraseLabel(player)}
          onClick={() => confirm.ask(player)}
        >
          <EraseIcon />
        </ActionIcon>
      </Tooltip>
    </>
  );

  const notice = (
    <>
      <SuccessBanner message={message?.kind === 'success' ? message.text : null} onClose={() => setMessage(null)} />
      <ErrorBanner message={message?.kind === 'error' ? message.text : null} onClose={() => setMessage(null)} />
      <ConfirmDialog
        {...confirm.dialogProps}
        title={dataRightsTexts.eraseTitle}
        confirmLabel={dataRightsTexts.eraseConfirm}
      />
    </>
  );

  return { moreActions, notice };
}
