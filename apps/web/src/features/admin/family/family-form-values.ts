import type { FamilyBody } from '@touchline/domain';
import { familyBody } from '@touchline/domain';
import { validate, type FieldErrors } from '../../../ui/zod-form';
import { toPlayerBody, type PlayerFormValues } from '../players/player-fields';

export interface FamilyFormValues {
  parent_name: string;
  email: string;
  /** Players already in the club, by id. */
  existing: number[];
  /** New players, as the player form holds them. */
  newChildren: PlayerFormValues[];
  invite: boolean;
}

export function emptyFamily(existing: number[] = []): FamilyFormValues {
  return { parent_name: '', email: '', existing, newChildren: [], invite: true };
}

/**
 * The form checked with the server's own schema. Errors are keyed by field: `parent_name`, `email`, `children` (none
 * chosen), and `new.{n}.{field}` for the n-th new child.
 */
export function validateFamily(
  values: FamilyFormValues,
  canInvite: boolean,
): { ok: true; body: FamilyBody } | { ok: false; errors: FieldErrors } {
  const body = {
    parent_name: values.parent_name,
    email: values.email,
    player_ids: values.existing,
    new_players: values.newChildren.map(toPlayerBody),
    invite: canInvite && values.invite,
  };
  const result = validate(familyBody, body);
  if (result.ok) return { ok: true, body: result.data };
  const errors: FieldErrors = {};
  for (const [key, message] of Object.entries(result.errors)) {
    const child = /^new_players\.(\d+)\.(.+)$/.exec(key);
    if (child) errors[`new.${child[1]}.${child[2]}`] ??= message;
    else errors[key.startsWith('player_ids') || key.startsWith('new_players') ? 'children' : key] ??= message;
  }
  return { ok: false, errors };
}
