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
    children: [...values.existing.map((player_id) => ({ player_id })), ...values.newChildren.map(toPlayerBody)],
    invite: canInvite && values.invite,
  };
  const result = validate(familyBody, body);
  if (result.ok) return { ok: true, body: result.data };
  const errors: FieldErrors = {};
  for (const [key, message] of Object.entries(result.errors)) {
    const child = /^children\.(\d+)(?:\.(.+))?$/.exec(key);
    if (!child) errors[key] = message;
    else if (child[2]) errors[`new.${Number(child[1]) - values.existing.length}.${child[2]}`] ??= message;
    else errors.children ??= message;
  }
  return { ok: false, errors };
}
