import { useState } from 'react';
import { Button, Group, Radio, Stack, Text, Textarea } from '@mantine/core';
import type { DutyEntry, DutyEvent, MyDuties } from '@touchline/domain';
import { useAskSwap } from '../../api/duties';
import { errorText } from '../../ui/crud/error-text';
import { ErrorBanner } from '../../ui/error-banner';
import { FormModal } from '../../ui/form-modal';
import touch from '../../ui/touch-targets.module.css';
import { dutiesTexts as texts } from '../../widgets/duties/duties-texts';
import { familyName } from '../../widgets/duties/duty-words';
import classes from './swap-modal.module.css';

const COACH = 'coach';

/**
 * Asks another family of the team to take a duty, or the coach to find someone (#34). Each choice is a card as wide as
 * the dialog, a thumb's tap on a phone. A family's own duties are all it knows of the event: a family already on a duty
 * there (or away that day) is refused by the server, which says so in the dialog.
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
      <Stack gap="md" className={`${touch.touch} ${classes.body}`}>
        <ErrorBanner message={ask.error ? errorText(ask.error, texts.failedToSave) : null} />
        <Radio.Group label={texts.swapWith} value={to} onChange={setTo}>
          <Stack gap="xs" mt="xs">
            {families
              .filter((f) => !event.unavailable_family_ids.includes(f.family_id))
              .map((f) => (
                <Choice key={f.family_id} value={String(f.family_id)} label={familyName(f)} />
              ))}
            <Choice value={COACH} label={texts.askCoach} />
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

/** One answer to 'Who could take it?': the whole card is the radio button, at least 44 px high. */
function Choice({ value, label }: { value: string; label: string }) {
  return (
    <Radio.Card value={value} withBorder radius="md" px="md" py="xs" mih={44} className={classes.choice}>
      <Group wrap="nowrap" gap="sm">
        <Radio.Indicator />
        <Text>{label}</Text>
      </Group>
    </Radio.Card>
  );
}
