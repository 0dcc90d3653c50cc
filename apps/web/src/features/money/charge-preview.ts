import { discountedFee, instalmentDates, splitInstalments } from '@touchline/domain';
import { currentLanguage } from '../../i18n/i18n';
import { dayText, moneyText } from '../../widgets/money/money-format';
import { chargesTexts as texts } from './charges-texts';

/**
 * The line under the charge form (#33): how a child's amount is split ('3 instalments of £40.00', or '3 instalments:
 * 1 of £33.34 and 2 of £33.33' when it does not divide), exactly as the server splits it (`splitInstalments`).
 */
export function instalmentsText(amountMinor: number, count: number, currency: string): string {
  const parts = splitInstalments(amountMinor, count);
  const first = parts[0] ?? 0;
  const last = parts[parts.length - 1] ?? 0;
  if (count === 1) return texts.onePayment(moneyText(first, currency));
  if (first === last) return texts.equalInstalments(count, moneyText(first, currency));
  const more = parts.filter((p) => p === first).length;
  return texts.unevenInstalments(count, more, moneyText(first, currency), moneyText(last, currency));
}

/** 'Due 1 Sept 2026, 1 Oct 2026 and 1 Nov 2026': the instalments' due dates, a month apart. */
export function dueDatesText(firstDueOn: string, count: number): string {
  const dates = instalmentDates(firstDueOn, count).map(dayText);
  return texts.dueDates(new Intl.ListFormat(currentLanguage()).format(dates));
}

/** What a second or further child pays in all, when there is a sibling discount; null without one. */
export function siblingText(amountMinor: number, percent: number, currency: string): string | null {
  if (percent <= 0) return null;
  return texts.siblingPays(moneyText(discountedFee(amountMinor, 1, percent), currency));
}
