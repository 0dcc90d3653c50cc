import { SegmentedControl } from '@mantine/core';
import type { Persona } from '@touchline/domain';
import { t } from '../../i18n/i18n';

interface PersonaSwitcherProps {
  personas: readonly Persona[];
  value: Persona;
  onChange: (persona: Persona) => void;
}

/** A persona's name on screen (the value stays the domain's English). */
function personaLabel(persona: Persona): string {
  switch (persona) {
    case 'Player':
      return t('Player');
    case 'Parent':
      return t('Parent');
    case 'Coach':
      return t('Coach');
    case 'Admin':
      return t('Admin');
  }
}

/** Spec §2: shown when the user has more than one persona; switchable at any time. */
export function PersonaSwitcher({ personas, value, onChange }: PersonaSwitcherProps) {
  return (
    <SegmentedControl
      aria-label={t('Persona')}
      data={personas.map((p) => ({ value: p, label: personaLabel(p) }))}
      value={value}
      onChange={(next) => onChange(next as Persona)}
      w={{ base: '100%', xs: 'auto' }}
      style={{ alignSelf: 'flex-start' }}
    />
  );
}
