import { useState } from 'react';
import { Button, Fieldset, Group, NativeSelect, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { kitOrderBody, type KitOrderBody, type KitWindow } from '@touchline/domain';
import { useSaveKitOrder } from '../../api/kit';
import { errorText } from '../../ui/crud/error-text';
import { validate } from '../../ui/zod-form';
import { moneyText } from '../../widgets/money/money-format';
import { paymentsTexts as texts } from './payments-texts';

type Child = KitWindow['children'][number];
/** One item's choice as the form holds it: no size is 'not ordering'. */
interface Choice {
  size: string;
  quantity: string;
  number: string;
}

const quantities = Array.from({ length: 20 }, (_, i) => String(i + 1));

/** The child's choices as ordered before, else nothing ordered and their own shirt number ready. */
function choicesOf(kitWindow: KitWindow, child: Child): Record<number, Choice> {
  const choices: Record<number, Choice> = {};
  for (const item of kitWindow.items) {
    const order = kitWindow.orders.find((o) => o.player_id === child.player_id && o.item_id === item.item_id);
    choices[item.item_id] = {
      size: order?.size ?? '',
      quantity: String(order?.quantity ?? 1),
      number: String(order?.shirt_number ?? child.shirt_number),
    };
  }
  return choices;
}

/** The order's body from the choices: the items with a size, numbered ones with their shirt number. */
export function orderBodyOf(kitWindow: KitWindow, choices: Record<number, Choice>): KitOrderBody {
  return {
    items: kitWindow.items.flatMap((item) => {
      const choice = choices[item.item_id];
      if (!choice || choice.size === '') return [];
      const number = choice.number.trim();
      return [
        {
          item_id: item.item_id,
          size: choice.size,
          quantity: Number(choice.quantity),
          ...(item.numbered ? { shirt_number: number === '' ? null : Number(number) } : {}),
        },
      ];
    }),
  };
}

interface KitChildOrderProps {
  kitWindow: KitWindow;
  child: Child;
  currency: string;
}

/** One child's choices in an open kit order: per item a size (or none), a quantity and a shirt number; Save. */
export function KitChildOrder({ kitWindow, child, currency }: KitChildOrderProps) {
  const save = useSaveKitOrder();
  const [choices, setChoices] = useState(() => choicesOf(kitWindow, child));
  const [status, setStatus] = useState<{ ok: boolean; text: string } | null>(null);
  const [numberErrors, setNumberErrors] = useState<Record<number, string>>({});
  const set = (itemId: number, patch: Partial<Choice>) => {
    const old = choices[itemId] ?? { size: '', quantity: '1', number: '' };
    setChoices({ ...choices, [itemId]: { ...old, ...patch } });
    setStatus(null);
  };
  const total = kitWindow.items.reduce((sum, item) => {
    const choice = choices[item.item_id];
    return choice && choice.size !== '' ? sum + item.price_minor * Number(choice.quantity) : sum;
  }, 0);

  async function submit() {
    setStatus(null);
    const body = orderBodyOf(kitWindow, choices);
    const wrong: Record<number, string> = {};
    for (const line of body.items) {
      const n = line.shirt_number;
      if (n !== undefined && n !== null && !(Number.isInteger(n) && n >= 1 && n <= 99))
        wrong[line.item_id] = texts.numberInvalid;
    }
    setNumberErrors(wrong);
    if (Object.keys(wrong).length > 0) return;
    const checked = validate(kitOrderBody, body);
    if (!checked.ok) return setStatus({ ok: false, text: Object.values(checked.errors)[0] ?? texts.saveFailed });
    try {
      await save.mutateAsync({ windowId: kitWindow.window_id, playerId: child.player_id, body: checked.data });
      setStatus({ ok: true, text: texts.saved });
    } catch (error) {
      setStatus({ ok: false, text: errorText(error, texts.saveFailed) });
    }
  }

  return (
    <Fieldset legend={child.player_name} p="sm">
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void submit();
        }}
      >
        <Stack gap="md">
          {kitWindow.items.map((item) => {
            const choice = choices[item.item_id] ?? { size: '', quantity: '1', number: '' };
            return (
              <Stack key={item.item_id} gap={4}>
                <Group justify="space-between" gap="xs">
                  <Text fw={600}>{item.name}</Text>
                  <Text size="sm" c="dimmed">
                    {texts.price(moneyText(item.price_minor, currency))}
                  </Text>
                </Group>
                <SimpleGrid cols={2} spacing="xs">
                  <NativeSelect
                    label={texts.size}
                    aria-label={texts.sizeFor(item.name, child.player_name)}
                    value={choice.size}
                    data={[{ value: '', label: texts.notOrdering }, ...item.sizes]}
                    onChange={(event) => set(item.item_id, { size: event.currentTarget.value })}
                  />
                  <NativeSelect
                    label={texts.quantity}
                    aria-label={texts.quantityFor(item.name, child.player_name)}
                    value={choice.quantity}
                    data={quantities}
                    disabled={choice.size === ''}
                    onChange={(event) => set(item.item_id, { quantity: event.currentTarget.value })}
                  />
                  {item.numbered && (
                    <TextInput
                      label={texts.shirtNumber}
                      aria-label={texts.numberFor(item.name, child.player_name)}
                      inputMode="numeric"
                      value={choice.number}
                      disabled={choice.size === ''}
                      error={numberErrors[item.item_id]}
                      onChange={(event) => set(item.item_id, { number: event.currentTarget.value })}
                    />
                  )}
                </SimpleGrid>
              </Stack>
            );
          })}
          <Group justify="space-between" gap="xs">
            <Text fw={600}>{texts.orderTotal(moneyText(total, currency))}</Text>
            <Button type="submit" loading={save.isPending} aria-label={texts.saveFor(child.player_name)}>
              {texts.save}
            </Button>
          </Group>
          {status && (
            <Text size="sm" role={status.ok ? 'status' : 'alert'} c={status.ok ? 'teal.9' : 'red.9'}>
              {status.text}
            </Text>
          )}
        </Stack>
      </form>
    </Fieldset>
  );
}
