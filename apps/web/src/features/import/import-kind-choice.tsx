import { Group, Radio, Stack, Text } from '@mantine/core';
import { importKinds, type ImportKind } from '@touchline/domain';
import { columnsHelp, importTexts, kindLabels, limitsText } from './import-texts';

interface ImportKindChoiceProps {
  kind: ImportKind;
  onChange: (kind: ImportKind) => void;
  disabled: boolean;
}

const isKind = (value: string): value is ImportKind => (importKinds as readonly string[]).includes(value);

/** Players, parents or fixtures, and the columns a file of that kind needs. */
export function ImportKindChoice({ kind, onChange, disabled }: ImportKindChoiceProps) {
  return (
    <Stack gap="xs">
      <Radio.Group label={importTexts.kindLabel} value={kind} onChange={(value) => isKind(value) && onChange(value)}>
        <Group gap="lg" mt={6}>
          {importKinds.map((k) => (
            <Radio key={k} value={k} label={kindLabels[k]} disabled={disabled} />
          ))}
        </Group>
      </Radio.Group>
      <Text size="sm">{columnsHelp(kind)}</Text>
      <Text size="sm" c="dimmed">
        {importTexts.formats} {limitsText(kind)}
      </Text>
    </Stack>
  );
}
