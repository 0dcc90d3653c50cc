import type { FamilyAnswer } from '@touchline/domain';

export const familyTexts = {
  title: 'Add family',
  open: 'Add Family',
  parentName: 'Parent or guardian name',
  email: 'Email',
  emailHint: 'Their username is this email, in lower case.',
  children: 'Children',
  existingPlayer: 'Add an existing player',
  selectPlayer: 'Select a player',
  loadingPlayers: 'Loading players...',
  addPlayer: 'Add player',
  addNewChild: 'Add a new child',
  newChild: (n: number) => `New child ${n}`,
  removeNew: (n: number) => `Remove new child ${n}`,
  removeExisting: (name: string) => `Remove ${name} from the family`,
  invite: 'Email an invitation to choose a password',
  inviteHint: 'The link works for 7 days. Without it, set a password for them under User Management.',
  submit: 'Add family',
  failed: 'Failed to add the family',
  anotherGuardian: 'Add another parent or guardian to these children',
} as const;

/** What the User Management screen says once a family is in. */
export function familyAddedText(answer: FamilyAnswer): string {
  const name = answer.parent.short_name ?? answer.parent.username;
  const children = answer.children.map((c) => c.player_name).join(', ');
  const invited = answer.invited ? ` Invitation sent to ${answer.invited}.` : '';
  return `Family added: ${name}, with ${children}.${invited}`;
}
