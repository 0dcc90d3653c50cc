import type { ListedUser, RegisterBody, Role, User, UserTypeName, UserUpdateBody } from '@touchline/domain';
import { registerBody, userUpdateBody } from '@touchline/domain';
import type { FieldErrors } from '../../../ui/zod-form';
import { validate } from '../../../ui/zod-form';
import { userTypeLabel } from './user-texts';

/** The user types offered as checkboxes, in the order of the spec's allowed combinations. */
export const USER_TYPE_CHOICES: readonly UserTypeName[] = ['Parent', 'Coach', 'Player'];

export interface UserFormValues {
  username: string;
  password: string;
  role: Role;
  short_name: string;
  email: string;
}

/**
 * The user types, the head of coaching, which only a coach can be (decision 127), and the Club Welfare Officer, whom
 * any adult's account can be but a player's (decision 130).
 */
export interface UserTypeValues {
  userTypes: UserTypeName[];
  /** Kept while Coach is unticked, but sent only with Coach. */
  headOfCoaching: boolean;
  /** Kept while Player is ticked, but sent as false with Player. */
  welfareOfficer: boolean;
  /** Kept while Player is ticked, but sent as false with Player (decision 133). */
  treasurer: boolean;
}

export interface UserCreateValues extends UserFormValues, UserTypeValues {
  /** Email an invitation instead of setting the password. */
  invite: boolean;
}

export interface UserEditValues extends UserFormValues, UserTypeValues {}

export function emptyUserForm(): UserCreateValues {
  return {
    username: '',
    password: '',
    role: 'user',
    short_name: '',
    email: '',
    userTypes: [],
    headOfCoaching: false,
    welfareOfficer: false,
    treasurer: false,
    invite: false,
  };
}

/** Editing copies the record into the form; the password starts empty (empty keeps it). */
export function userToForm(user: User): UserEditValues {
  return {
    username: user.username,
    password: '',
    role: user.role,
    short_name: user.short_name ?? '',
    email: user.email ?? '',
    userTypes: sortUserTypes(user.userTypes.map((t) => t.type)),
    headOfCoaching: user.head_of_coaching,
    welfareOfficer: user.welfare_officer,
    treasurer: user.treasurer,
  };
}

/**
 * The body's user types (in Parent, Coach, Player order), head of coaching (true only for a coach) and welfare officer
 * (never a player's account).
 */
function typesBody({ userTypes, headOfCoaching, welfareOfficer, treasurer }: UserTypeValues) {
  const types = sortUserTypes(userTypes);
  return {
    userTypes: types,
    head_of_coaching: headOfCoaching && types.includes('Coach'),
    welfare_officer: welfareOfficer && !types.includes('Player'),
    treasurer: treasurer && !types.includes('Player'),
  };
}

export function sortUserTypes(types: readonly UserTypeName[]): UserTypeName[] {
  return USER_TYPE_CHOICES.filter((choice) => types.includes(choice));
}

/**
 * The create form checked with the server's own schema ('Username is required', …), with its user types (any allowed
 * set, Coach included, with or without the invitation) under `userTypes` like the editor's.
 */
export function validateUserCreate(
  values: UserCreateValues,
): { ok: true; body: RegisterBody } | { ok: false; errors: FieldErrors } {
  const { invite, password, userTypes, headOfCoaching, welfareOfficer, treasurer, ...rest } = values;
  const types = typesBody({ userTypes, headOfCoaching, welfareOfficer, treasurer });
  const draft = { ...rest, ...types, ...(invite ? { invite } : { password }) };
  const result = validate(registerBody, draft);
  return result.ok ? { ok: true, body: result.data } : result;
}

/**
 * The inline editor checked with the server's own schema. An empty password is left out (the server keeps
 * the current one); a user-type set other than Parent, Coach, Player or Parent+Coach gives the spec's text
 * under `userTypes`; head of coaching is always sent (false for a user who is not a coach).
 */
export function validateUserEdit(
  values: UserEditValues,
): { ok: true; body: UserUpdateBody } | { ok: false; errors: FieldErrors } {
  const { password, userTypes, headOfCoaching, welfareOfficer, treasurer, ...rest } = values;
  const types = typesBody({ userTypes, headOfCoaching, welfareOfficer, treasurer });
  const draft = { ...rest, ...types, ...(password === '' ? {} : { password }) };
  const result = validate(userUpdateBody, draft);
  return result.ok ? { ok: true, body: result.data } : result;
}

/** Case-insensitive substring match on username, short name or email; `query` is already lower case. */
/** Search: username, short name, email or the name of a child linked to the user. */
export function userMatchesSearch(user: ListedUser, query: string): boolean {
  return [user.username, user.short_name, user.email, ...user.children.map((child) => child.player_name)].some(
    (value) => value?.toLowerCase().includes(query),
  );
}

export function isParent(user: User): boolean {
  return user.userTypes.some((t) => t.type === 'Parent');
}

export function isPlayer(user: User): boolean {
  return user.userTypes.some((t) => t.type === 'Player');
}

/** 'Parent, Coach', or a dash for none. */
export function userTypesText(user: User): string {
  const types = sortUserTypes(user.userTypes.map((t) => t.type));
  return types.length ? types.map(userTypeLabel).join(', ') : '—';
}
