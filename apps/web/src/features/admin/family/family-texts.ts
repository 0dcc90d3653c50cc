import type { FamilyAnswer } from '@touchline/domain';
import { t } from '../../../i18n/i18n';

export const familyTexts = {
  get title() {
    return t('Add family');
  },
  get open() {
    return t('Add Family');
  },
  get parentName() {
    return t('Parent or guardian name');
  },
  get email() {
    return t('Email');
  },
  get emailHint() {
    return t('Their username is this email, in lower case.');
  },
  get children() {
    return t('Children');
  },
  get existingPlayer() {
    return t('Add an existing player');
  },
  get selectPlayer() {
    return t('Select a player');
  },
  get loadingPlayers() {
    return t('Loading players...');
  },
  get addPlayer() {
    return t('Add player');
  },
  get addNewChild() {
    return t('Add a new child');
  },
  newChild: (n: number) => t('New child {n}', { n: String(n) }),
  removeNew: (n: number) => t('Remove new child {n}', { n: String(n) }),
  removeExisting: (name: string) => t('Remove {name} from the family', { name }),
  get invite() {
    return t('Email an invitation to choose a password');
  },
  get inviteHint() {
    return t('The link works for 7 days. Without it, set a password for them under User Management.');
  },
  get submit() {
    return t('Add family');
  },
  get failed() {
    return t('Failed to add the family');
  },
  get anotherGuardian() {
    return t('Add another parent or guardian to these children');
  },
};

/** What the User Management screen says once a family is in. */
export function familyAddedText(answer: FamilyAnswer): string {
  const name = answer.parent.short_name ?? answer.parent.username;
  const children = answer.children.map((c) => c.player_name).join(', ');
  return answer.invited
    ? t('Family added: {name}, with {children}. Invitation sent to {email}.', { name, children, email: answer.invited })
    : t('Family added: {name}, with {children}.', { name, children });
}
