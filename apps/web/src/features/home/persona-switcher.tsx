import { SegmentedControl } from '@mantine/core';
import type { Persona } from '@touchline/domain';

interface PersonaSwitcherProps {
  personas: readonly Persona[];
  value: Persona;
  onChange: (persona: Persona) => void;
}

/** Spec §2: shown when the user has more than one persona; switchable at any time. */
export function PersonaSwitcher({ personas, value, onChange }: PersonaSwitcherProps) {
  return (
    <SegmentedControl
      aria-label="Persona"
      data={personas.map((p) => ({ value: p, label: p }))}
      value={value}
      onChange={(next) => onChange(next as Persona)}
      w={{ base: '100%', xs: 'auto' }}
      style={{ alignSelf: 'flex-start' }}
    />
  );
}
