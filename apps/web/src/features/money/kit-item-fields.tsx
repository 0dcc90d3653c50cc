import { Button, Checkbox, Fieldset, Group, SimpleGrid, TextInput } from '@mantine/core';
import type { FieldErrors } from '../../ui/zod-form';
import { AmountInput } from '../../widgets/money/amount-input';
import { currencySymbol } from '../../widgets/money/money-format';
import { kitTexts as texts } from './kit-texts';

/** One item of a kit order as the form holds it: the sizes as typed, the price as text. */
export interface KitItemValues {
  name: string;
  sizes: string;
  price: string;
  numbered: boolean;
}

interface KitItemFieldsProps {
  index: number;
  item: KitItemValues;
  /** The item's errors, under `items.{index}.…` keys of the whole form's. */
  errors: FieldErrors;
  currency: string;
  onChange: (item: KitItemValues) => void;
  /** Absent when it is the only item. */
  onRemove?: () => void;
}

/** The fields of one item: name, sizes (comma-separated), price and whether it carries a shirt number. */
export function KitItemFields({ index, item, errors, currency, onChange, onRemove }: KitItemFieldsProps) {
  const error = (field: string) => errors[`items.${index}.${field}`];
  return (
    <Fieldset legend={texts.itemLegend(index + 1)} p="sm">
      <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm">
        <TextInput
          label={texts.itemName}
          placeholder={texts.itemNameHint}
          value={item.name}
          error={error('name')}
          onChange={(event) => onChange({ ...item, name: event.currentTarget.value })}
        />
        <TextInput
          label={texts.sizes}
          description={texts.sizesHint}
          value={item.sizes}
          error={error('sizes') ?? errors[`items.${index}.sizes.0`]}
          onChange={(event) => onChange({ ...item, sizes: event.currentTarget.value })}
        />
        <AmountInput
          label={texts.price}
          symbol={currencySymbol(currency)}
          value={item.price}
          error={error('price_minor')}
          onChange={(price) => onChange({ ...item, price })}
        />
      </SimpleGrid>
      <Group justify="space-between" mt="sm">
        <Checkbox
          label={texts.numbered}
          checked={item.numbered}
          onChange={(event) => onChange({ ...item, numbered: event.currentTarget.checked })}
        />
        {onRemove && (
          <Button variant="subtle" color="red" size="xs" onClick={onRemove}>
            {texts.removeItem(index + 1)}
          </Button>
        )}
      </Group>
    </Fieldset>
  );
}
