import { t } from '../../i18n/i18n';

/** The words of the duty rota (#34, decision 135): a family's duties and swaps, a team's rota, the club's kinds. */
export const dutiesTexts = {
  get title() {
    return t('Duties');
  },
  get rotaTitle() {
    return t('Duty Rota');
  },
  get loading() {
    return t('Loading duties...');
  },
  get failed() {
    return t('Failed to load duties');
  },
  get noDuties() {
    return t('Your family has no duties yet. The coach plans them, fairly across the team’s families.');
  },
  get comingUp() {
    return t('Your duties');
  },
  get past() {
    return t('Earlier this season');
  },
  get askedOfYou() {
    return t('Asked of your family');
  },
  family: (children: string) => t('The family of {children}', { children }),
  asksYou: (family: string, duty: string) => t('{family} asks if your family can take their {duty}.', { family, duty }),
  match: (team: string, opponent: string) => t('{team} v {opponent}', { team, opponent }),
  training: (team: string) => t('{team} training', { team }),
  when: (day: string, time: string) => t('{day}, {time}', { day, time }),
  get accept() {
    return t('Accept');
  },
  get decline() {
    return t('Decline');
  },
  get swap() {
    return t('Swap or ask the coach');
  },
  /** `children`: 'Ava Robin and Ben Robin' (the family's name starts a sentence elsewhere, not here). */
  waitingFor: (children: string) => t('Waiting for the family of {children} to answer', { children }),
  get waitingForCoach() {
    return t('Waiting for the coach to find someone');
  },
  get withdraw() {
    return t('Withdraw the request');
  },
  swapTitle: (duty: string) => t('Swap {duty}', { duty }),
  get swapWith() {
    return t('Who could take it?');
  },
  get askCoach() {
    return t('Ask the coach to find someone');
  },
  get note() {
    return t('Note (optional)');
  },
  get send() {
    return t('Send the request');
  },
  get cancel() {
    return t('Cancel');
  },
  get asked() {
    return t('Request sent');
  },
  get answered() {
    return t('Answer sent');
  },
  get failedToSave() {
    return t('Could not save: try again');
  },
  get done() {
    return t('Done');
  },
  get noShow() {
    return t('Missed');
  },
  get assigned() {
    return t('To do');
  },
  // The coach's rota.
  get team() {
    return t('Team');
  },
  get noTeams() {
    return t('You coach no team yet, so there is no rota to plan.');
  },
  get planTitle() {
    return t('Plan duties');
  },
  get planHelp() {
    return t(
      'Fills the empty duties between the two dates: the families with the fewest duties this season first, ' +
        'never on a day all their children are away.',
    );
  },
  get from() {
    return t('From');
  },
  get to() {
    return t('To');
  },
  get plan() {
    return t('Plan duties');
  },
  get planned() {
    return t('Duties planned');
  },
  get noEvents() {
    return t('No fixtures or training from two weeks ago to eight weeks ahead.');
  },
  get noKinds() {
    return t('The club has no duties yet: an admin adds them below.');
  },
  get nobody() {
    return t('Nobody yet');
  },
  get familyColumn() {
    return t('Family');
  },
  giveTo: (duty: string, when: string) => t('Who does {duty} on {when}', { duty, when }),
  markDone: (duty: string) => t('{duty}: done', { duty }),
  markMissed: (duty: string) => t('{duty}: missed', { duty }),
  get asksCoach() {
    return t('Asks the coach to find someone');
  },
  swapAsked: (children: string) => t('Swap asked of the family of {children}', { children }),
  get sharesTitle() {
    return t('Fair share this season');
  },
  get duties() {
    return t('Duties');
  },
  get missed() {
    return t('Missed');
  },
  get share() {
    return t('Share');
  },
  shareValue: (share: number) => t('{share, number, percent}', { share }),
  get noFamilies() {
    return t('No family of this team has a parent’s account yet.');
  },
  // The club's kinds (admins).
  get kindsTitle() {
    return t('Kinds of duty');
  },
  get name() {
    return t('Name');
  },
  get people() {
    return t('People');
  },
  get where() {
    return t('At');
  },
  get matches() {
    return t('Matches');
  },
  get trainingOnly() {
    return t('Training');
  },
  get both() {
    return t('Both');
  },
  get addKind() {
    return t('Add duty');
  },
  get remove() {
    return t('Remove');
  },
  removeKind: (name: string) => t('Remove {name}', { name }),
  get kindAdded() {
    return t('Duty added');
  },
  // The dashboard's tile.
  get nextDuty() {
    return t('Your next duty');
  },
  get seeDuties() {
    return t('See your duties');
  },
  swapsWaiting: (count: number) =>
    t('{count, plural, one {# swap asked of your family} other {# swaps asked of your family}}', { count }),
};
