import type { Persona } from '@touchline/domain';

/** The persona shown: the one chosen while the user still has it, else the first of Player, Parent, Coach, Admin. */
export function activePersona(personas: readonly Persona[], chosen: Persona | null): Persona | null {
  if (chosen && personas.includes(chosen)) return chosen;
  return personas[0] ?? null;
}
