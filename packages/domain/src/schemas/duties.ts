import { z } from 'zod';
import { msg } from '../i18n/translate';
import { id, idParam, isoDate, optionalText, requiredText } from './common';
import { component } from './component';
import { lazySchema } from './lazy-schema';

/** The duty rota (#34, decision 135): kinds set by the club, families' duties at a team's events, swaps. */
export const dutyAppliesTo = ['matches', 'training', 'both'] as const;
export type DutyAppliesTo = (typeof dutyAppliesTo)[number];
export const dutyStatuses = ['assigned', 'done', 'no_show'] as const;
export type DutyStatus = (typeof dutyStatuses)[number];

/** The longest stretch one plan covers. */
export const DUTY_PLAN_MAX_DAYS = 366;

export const dutyMessages = {
  peopleRange: msg('People must be a whole number from 1 to 10'),
  appliesTo: msg('Choose matches, training or both'),
  kindTaken: msg('A duty with this name already exists'),
  kindInUse: msg('Families have had this duty: it can no longer be removed'),
  rangeOrder: msg('The end must not be before the start'),
  rangeTooLong: msg('Plan at most a year at a time'),
  noKinds: msg('The club has no duties yet: an admin adds them first'),
  notYourDuty: msg('Only your own family’s duties can be swapped'),
  swapOpen: msg('This duty already has a swap waiting for an answer'),
  swapSelf: msg('Choose another family'),
  notInTeam: msg('That family is not in this team'),
  familyBusy: msg('That family cannot do it: they are away that day or already on a duty there'),
  swapAnswered: msg('This swap has already been answered'),
  notAsked: msg('Only the family asked can answer this swap'),
  notAsker: msg('Only the family who asked can withdraw this swap'),
  dutyPast: msg('This duty’s day has passed'),
  notPastYet: msg('A duty is done, or missed, once its day has come'),
  onlyTeamCoaches: msg("Only this team's coaches and admins can change its duties"),
};

const people = z
  .number({ error: dutyMessages.peopleRange })
  .int({ error: dutyMessages.peopleRange })
  .min(1, { error: dutyMessages.peopleRange })
  .max(10, { error: dutyMessages.peopleRange });

export const dutyKindBody = lazySchema(() =>
  z.strictObject({
    name: requiredText('Name', 60),
    people,
    applies_to: z.enum(dutyAppliesTo, { error: dutyMessages.appliesTo }),
  }),
);
export type DutyKindBody = z.input<typeof dutyKindBody>;

export const dutyKind = component(
  'DutyKind',
  () =>
    z.object({
      kind_id: z.number(),
      name: z.string(),
      people: z.number(),
      applies_to: z.enum(dutyAppliesTo),
      /** Duties of this kind given to families (a kind with any can no longer be removed). */
      used: z.number(),
    }),
  {
    description:
      'A job families take turns at (referee, half-time oranges, kit washing), how many people it needs and at ' +
      'which events.',
    examples: [{ kind_id: 2, name: 'Half-time oranges', people: 1, applies_to: 'matches', used: 6 }],
  },
);
export type DutyKind = z.infer<typeof dutyKind>;
export const dutyKindList = lazySchema(() => z.array(dutyKind));

/** A family as others in the team know it: its children in the team, by name. */
const familyRef = z.object({ family_id: z.number(), children: z.array(z.string()) });
export type DutyFamilyRef = z.infer<typeof familyRef>;

export const dutySwap = component(
  'DutySwap',
  () =>
    z.object({
      swap_id: z.number(),
      from: familyRef,
      /** The family asked; null: the coach is asked to find someone. */
      to: familyRef.nullable(),
      note: z.string().nullable(),
    }),
  {
    description: "A family's request to hand its duty to another family (or to the coach to find someone).",
    examples: [{ swap_id: 4, from: { family_id: 9, children: ['Alfie'] }, to: null, note: 'Away that weekend' }],
  },
);
export type DutySwap = z.infer<typeof dutySwap>;

export const dutyEventKinds = ['match', 'training'] as const;

/** One person's place on a duty at an event. */
export const dutyEntry = component(
  'Duty',
  () =>
    z.object({
      duty_id: z.number(),
      kind_id: z.number(),
      kind_name: z.string(),
      slot: z.number(),
      family: familyRef.nullable(),
      status: z.enum(dutyStatuses),
      /** The swap waiting for an answer, if any. */
      swap: dutySwap.nullable(),
    }),
  {
    description: "One place on a duty at a team's event: the family on it, its status and any swap asked for.",
    examples: [
      {
        duty_id: 77,
        kind_id: 2,
        kind_name: 'Half-time oranges',
        slot: 1,
        family: { family_id: 9, children: ['Alfie'] },
        status: 'assigned',
        swap: null,
      },
    ],
  },
);
export type DutyEntry = z.infer<typeof dutyEntry>;

/** An event of the team and its duties. */
export const dutyEvent = lazySchema(() =>
  z.object({
    event: z.enum(dutyEventKinds),
    event_id: z.number(),
    team_id: z.number(),
    team_name: z.string(),
    date: z.string(),
    time: z.string(),
    /** The opponent (a match), or null (training). */
    opponent: z.string().nullable(),
    venue: z.string(),
    /** The families that cannot take another duty here: on one already, or every child of theirs away that day. */
    unavailable_family_ids: z.array(z.number()),
    duties: z.array(dutyEntry),
  }),
);
export type DutyEvent = z.infer<typeof dutyEvent>;

/** A family's share of the team's duties this season (the fair-share report). */
export const dutyShare = lazySchema(() =>
  familyRef.extend({
    /** Duties given this season (done, to come, and missed). */
    count: z.number(),
    done: z.number(),
    no_shows: z.number(),
    /** `count` over the team's average: 1 is exactly a fair share. */
    share: z.number(),
  }),
);
export type DutyShare = z.infer<typeof dutyShare>;

export const teamRota = lazySchema(() =>
  z.object({
    team_id: z.number(),
    team_name: z.string(),
    from: z.string(),
    to: z.string(),
    season_start: z.string(),
    events: z.array(dutyEvent),
    families: z.array(dutyShare),
  }),
);
export type TeamRota = z.infer<typeof teamRota>;

export const rotaQuery = lazySchema(() =>
  z.strictObject({ from: isoDate('From').optional(), to: isoDate('To').optional() }),
);

export const dutyPlanBody = lazySchema(() => z.strictObject({ from: isoDate('From'), to: isoDate('To') }));
export type DutyPlanBody = z.input<typeof dutyPlanBody>;

export const dutyUpdateBody = lazySchema(() =>
  z
    .strictObject({
      family_id: id.nullable().optional(),
      status: z.enum(dutyStatuses, { error: msg('Status must be assigned, done or no_show') }).optional(),
    })
    .refine((b) => b.family_id !== undefined || b.status !== undefined, { error: msg('Nothing to change') }),
);
export type DutyUpdateBody = z.input<typeof dutyUpdateBody>;

export const swapBody = lazySchema(() =>
  z.strictObject({
    /** Another family of the team; null asks the coach. */
    to_family_id: id.nullable(),
    note: optionalText(200),
  }),
);
export type SwapBody = z.input<typeof swapBody>;

export const swapAnswerParams = lazySchema(() =>
  z.strictObject({ id: idParam, answer: z.enum(['accept', 'decline', 'withdraw'], { error: msg('No such answer') }) }),
);

/** A parent's own: their family's duties to come (and this season's past ones), swaps asked of them, who can swap. */
export const myDuties = lazySchema(() =>
  z.object({
    duties: z.array(dutyEvent),
    /** Swaps other families asked of the caller's family, waiting for an answer. */
    asked: z.array(dutyEvent),
    /** For each of the caller's teams, the other families a duty can be swapped with. */
    families: z.array(z.object({ team_id: z.number(), families: z.array(familyRef) })),
  }),
);
export type MyDuties = z.infer<typeof myDuties>;
