import { useId, useState } from 'react';
import { Button, Card, NativeSelect, Stack, Text, Title } from '@mantine/core';
import type { FamilyBalance } from '@touchline/domain';
import { useBalances, useMoveChild } from '../../api/money';
import { errorText } from '../../ui/crud/error-text';
import { ErrorBanner } from '../../ui/error-banner';
import { ledgerTexts as texts } from './ledger-texts';

interface MoveChildFormProps {
  family: FamilyBalance;
  onDone: (message: string) => void;
}

/**
 * 'Move a child to another family' (#33, decision 133): for a child who pays with another household. The family's
 * other families come from the balances; the child's past entries stay where they were charged.
 */
export function MoveChildForm({ family, onDone }: MoveChildFormProps) {
  const balances = useBalances();
  const move = useMoveChild();
  const [child, setChild] = useState(String(family.players[0]?.player_id ?? ''));
  const [target, setTarget] = useState('');
  const [failure, setFailure] = useState<string | null>(null);
  const titleId = useId();
  const others = (balances.data?.families ?? []).filter((f) => f.family_id !== family.family_id);
  if (family.players.length === 0) return null;

  async function submit() {
    setFailure(null);
    const player = family.players.find((p) => String(p.player_id) === child);
    const to = others.find((f) => String(f.family_id) === target);
    if (!player || !to) return;
    try {
      await move.mutateAsync({ playerId: player.player_id, familyId: to.family_id });
      setTarget('');
      onDone(texts.moved(player.player_name, to.reference));
    } catch (error) {
      setFailure(errorText(error, texts.moveFailed));
    }
  }

  return (
    <Card withBorder padding="md" component="section" aria-labelledby={titleId}>
      <Stack gap="sm">
        <Title order={2} size="h4" id={titleId}>
          {texts.moveTitle}
        </Title>
        <Text size="sm" c="dimmed">
          {texts.moveHint}
        </Text>
        <ErrorBanner message={failure} />
        <NativeSelect
          label={texts.moveChild}
          value={child}
          onChange={(event) => setChild(event.currentTarget.value)}
          data={family.players.map((p) => ({ value: String(p.player_id), label: p.player_name }))}
        />
        <NativeSelect
          label={texts.moveTo}
          value={target}
          onChange={(event) => setTarget(event.currentTarget.value)}
          data={[
            { value: '', label: texts.chooseFamily },
            ...others.map((f) => ({
              value: String(f.family_id),
              label: `${f.reference} · ${f.players.map((p) => p.player_name).join(', ')}`,
            })),
          ]}
        />
        <Button w="fit-content" mih={44} onClick={submit} loading={move.isPending} disabled={target === ''}>
          {texts.moveButton}
        </Button>
      </Stack>
    </Card>
  );
}
