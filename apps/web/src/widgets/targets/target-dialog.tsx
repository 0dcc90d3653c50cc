import { useState } from 'react';
import type { PlayerTargets, Targets } from '@touchline/domain';
import { FormModal } from '../../ui/form-modal';
import type { TargetKey } from './target-fields';
import { allTargetKeys } from './target-fields';
import { TargetForm } from './target-form';
import { t } from '../../i18n/i18n';

export interface TargetDialogProps {
  opened: boolean;
  onClose: () => void;
  playerId: number;
  playerName: string;
  /** The current targets: the fields start with them. */
  targets: Targets;
  /** Which targets the dialog offers, in this order. @default all five (players and parents: `countTargetKeys`) */
  fields?: readonly TargetKey[];
  /** The field that gets the focus (the target that was clicked). */
  focusField?: TargetKey;
  /** After a successful save, with the server's new targets and progress; the dialog then closes. */
  onSaved?: (result: PlayerTargets) => void;
}

/**
 * The target-setting dialog: the chosen targets as number inputs (whole numbers 0 or more; percentages 0–100 in
 * steps of 0.01), checked with the server's own schema and messages; empty fields are not sent. A failed save shows
 * 'Failed to save target' in a dismissible red banner and keeps the values.
 */
export function TargetDialog({ opened, onClose, playerName, fields = allTargetKeys, ...rest }: TargetDialogProps) {
  const [submitting, setSubmitting] = useState(false);
  return (
    <FormModal
      opened={opened}
      title={t('Set targets for {player}', { player: playerName })}
      submitting={submitting}
      onClose={onClose}
      size="md"
    >
      {opened && <TargetForm {...rest} fields={fields} onCancel={onClose} onSubmittingChange={setSubmitting} />}
    </FormModal>
  );
}
