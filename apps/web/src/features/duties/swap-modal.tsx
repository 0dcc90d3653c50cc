import { useState } from 'react';
import { Button, Group, Radio, Stack, Textarea } from '@mantine/core';
import type { DutyEntry, DutyEvent, MyDuties } from '@touchline/domain';
import { useAskSwap } from '../../api/duties';
import { errorText } from '../../ui/crud/error-text';
import { ErrorBanner } from '../../ui/error-banner';
import { FormModal } from '../../ui/form-modal';
import { dutiesTexts as texts } from '../../widgets/duties/duties-texts';
import { familyName } from '../../widgets/duties/duty-words';

const COACH = 'coach';

/**
 * Asks another family of the team to take a duty, or the coach to find someone (#34). The families on the same
 * event already are left out: the server would refuse them.
 */
export function SwapModal({
  event,
  duty,
  families,
  onClose,
  onAsked,
}: {
  event: DutyEvent;
  duty: DutyEntry;
  families: MyDuties['families'][number]['families'];
  onClose: () => void;
  onAsked: () => void;
}) {
  const ask = useAskSwap();
  const [to, setTo] = useState<string>(COACH);
  const [note, setNote] = useState('');
  const submit = () =>
    ask.mutate(
      {
        dutyId: duty.duty_id,
        body: { to_family_id: to === COACH ? null : Number(to), note: note.trim() || null },
      },
      { onSuccess: onAsked },
    );
  return (
    <FormModal opened title={texts.swapTitle(duty.kind_name)} submitting={ask.isPending} onClose={onClose} size="md">
      <Stack gap="md">
        <ErrorBanner message={ask.error ? errorText(ask.error, texts.failedToSave) : null} />
        <Radio.Group label={texts.swapWith} value={to} onChange={setTo}>
          <Stack gap="xs" mt="xs">
            {families
              .filter((f) => !event.duties.some((d) => d.family?.family_id === f.family_id))
              .map((f) => (
                <Radio key={f.family_id} value={String(f.family_id)} label={familyName(f)} />
              ))}
            <Radio value={COACH} label={texts.askCoach} />
          </Stack>
        </Radio.Group>
        <Textarea label={texts.note} value={note} maxLength={200} onChange={(e) => setNote(e.currentTarget.value)} />
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose} disabled={ask.isPending}>
            {texts.cancel}
          </Button>
          <Button onClick={submit} loading={ask.isPending}>
            {texts.send}
          </Button>
        </Group>
      </Stack>
    </FormModal>
  );
}
