import type { DutyEvent, DutyFamilyRef } from '@touchline/domain';
import { currentLanguage } from '../../i18n/i18n';
import { longDay } from '../../ui/dates/fixture-dates';
import { dutiesTexts as texts } from './duties-texts';

/** 'Ava Robin and Ben Robin': a family's children, as the team knows them. */
export const childrenOf = (family: DutyFamilyRef): string =>
  new Intl.ListFormat(currentLanguage(), { type: 'conjunction' }).format(family.children);

/** 'The family of Ava Robin and Ben Robin'. */
export const familyName = (family: DutyFamilyRef): string => texts.family(childrenOf(family));

/** 'U10 Lions v Riverside' or 'U10 Lions training'. */
export const eventTitle = (e: DutyEvent): string =>
  e.opponent === null ? texts.training(e.team_name) : texts.match(e.team_name, e.opponent);

/** 'Saturday 5 December, 10:00'. */
export const eventWhen = (e: DutyEvent): string => texts.when(longDay(e.date), e.time);
