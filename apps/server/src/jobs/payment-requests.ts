import { displayName, formatMoney, type Translator } from '@touchline/domain';
import { sql } from 'drizzle-orm';
import type { Db } from '../db/open';
import { parentAccount } from '../queries/users';
import { noticeParts } from '../mail/notice-templates';
import { deliverNotices, type Notice } from '../notify/deliver';
import { recipientTranslator } from '../i18n';
import { noticeMail, type NoticeContext } from './answer-requests';

export const PAYMENT_REQUEST_JOB = 'payment-request';

/** A request to a family to pay what it owes, decided once (#33): by the treasurer, or a reminder. */
export interface PaymentRequestJob {
  family_id: number;
  currency: string;
  reminder: boolean;
}

/** The words of a payment request in a language. */
export function paymentWords(
  words: Translator,
  p: { owed: string; reference: string; children: string[]; reminder: boolean; payee: string; account: string },
) {
  const { t } = words;
  const who = new Intl.ListFormat(words.language, { type: 'conjunction' }).format(p.children);
  return {
    subject: p.reminder
      ? t('Reminder: {owed} to pay for {who}', { owed: p.owed, who })
      : t('{owed} to pay for {who}', { owed: p.owed, who }),
    lines: [
      t('Your family owes the club {owed}.', { owed: p.owed }),
      t('Please pay by bank transfer with your reference {reference}, so the club sees it is yours.', {
        reference: p.reference,
      }),
      ...(p.account ? [t('Pay to {payee}, {account}.', { payee: p.payee, account: p.account })] : []),
    ],
    reason: t(
      'You get these emails because you are a parent at the club. ' +
        "Choose how you hear about payments in your account's Notifications.",
    ),
  };
}

/**
 * Tells a family's parents what the family owes (#33), by email and push as each chose for `payments`: never a
 * child (a player's own account is not a parent), nothing when the family owes nothing by the time the job runs.
 * Inside the job's transaction. Returns how many people it reached.
 */
export async function requestPayment(tx: Db, ctx: NoticeContext, payload: unknown): Promise<number> {
  const job = payload as PaymentRequestJob;
  const result = (await tx.execute(sql`
    select f.reference,
      coalesce((select sum(e.amount_minor) from ledger_entries e where e.family_id = f.family_id), 0)::int as owed,
      (select json_agg(p.player_name order by p.player_name) from players p where p.family_id = f.family_id)
        as children,
      s.payee, s.sort_code, s.account_number, s.iban
    from families f cross join finance_settings s where f.family_id = ${job.family_id}`)) as unknown as {
    rows: {
      reference: string;
      owed: number;
      children: string[] | null;
      payee: string;
      sort_code: string;
      account_number: string;
      iban: string;
    }[];
  };
  const family = result.rows[0];
  if (!family || family.owed <= 0) return 0;
  const parents = (await tx.execute(sql`
    select distinct u.user_id, u.username, u.short_name, u.email, u.language
    from parent_player_associations a join players p on p.player_id = a.player_id
    join users u on u.user_id = a.parent_user_id
    where p.family_id = ${job.family_id}
      and ${parentAccount('u')}
    order by u.user_id`)) as unknown as {
    rows: {
      user_id: number;
      username: string;
      short_name: string | null;
      email: string | null;
      language: string | null;
    }[];
  };
  if (parents.rows.length === 0) return 0;
  const key = await ctx.signingKey();
  const account = family.iban
    ? `IBAN ${family.iban}`
    : family.sort_code && family.account_number
      ? `${family.sort_code} ${family.account_number}`
      : '';
  const notices: Notice[] = parents.rows.map((parent) => {
    const words = recipientTranslator(parent.language, ctx.language);
    const text = paymentWords(words, {
      owed: formatMoney(family.owed, job.currency, words.language),
      reference: family.reference,
      children: family.children ?? [],
      reminder: job.reminder,
      payee: family.payee,
      account,
    });
    const m = noticeMail(ctx, key, parent.user_id, 'payments');
    return {
      userId: parent.user_id,
      kind: 'payments',
      email: parent.email,
      urgent: false,
      ...(m && { unsubscribeUrl: m.header }),
      parts: m
        ? noticeParts(
            {
              name: displayName(parent),
              subject: text.subject,
              lines: text.lines,
              url: `${m.mail.publicUrl}/payments`,
              unsubscribe: { reason: text.reason, url: m.page },
              club: m.club,
            },
            words,
          )
        : null,
      push: {
        title: text.subject,
        body: text.lines[1] ?? '',
        url: '/payments',
        tag: `payments-${job.family_id}`,
        kind: 'payments',
      },
    };
  });
  const sent = await deliverNotices(tx, { batchSeconds: ctx.batchSeconds, timeZone: ctx.timeZone() }, notices);
  return sent.users.size;
}
