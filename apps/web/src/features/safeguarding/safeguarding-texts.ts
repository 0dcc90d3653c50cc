import {
  auditActionLabel,
  SOURCE_LANGUAGE,
  qualificationBody,
  qualificationKindLabels,
  qualificationProblem,
  qualificationStateLabels,
  type QualificationBody,
  type QualificationEntry,
  type QualificationKind,
  type QualificationState,
  type QualificationStatus,
  type SensitiveRead,
} from '@touchline/domain';
import { currentLanguage, known, t } from '../../i18n/i18n';
import { formatDate } from '../../ui/dates/format-date';
import { validate, type FieldErrors } from '../../ui/zod-form';

/** The texts of the Safeguarding area (#31, decision 130): the welfare officer's and admins' screens. */
export const safeguardingTexts = {
  get qualificationsTitle() {
    return t('Qualifications');
  },
  get qualificationsIntro() {
    return t(
      'DBS checks, safeguarding courses and first aid of everyone who coaches, and of the welfare officer. ' +
        'The register keeps the status and dates only, never a certificate. Each time it is opened, it is recorded ' +
        'in the audit log.',
    );
  },
  get registerLabel() {
    return t('Qualifications register');
  },
  get registerLoading() {
    return t('Loading the register...');
  },
  get registerFailed() {
    return t('Failed to load the register');
  },
  get registerEmpty() {
    return t('Nobody coaches yet, and no check is recorded.');
  },
  get person() {
    return t('Person');
  },
  get role() {
    return t('Role');
  },
  get coach() {
    return t('Coach');
  },
  get welfareOfficer() {
    return t('Welfare officer');
  },
  teams: (names: readonly string[]) => (names.length ? names.join(', ') : t('No team')),
  get record() {
    return t('Record a check');
  },
  recordFor: (name: string) => t('Record a check for {name}', { name }),
  get someoneElse() {
    return t('Someone else');
  },
  get someoneElseHint() {
    return t('An adult who does not coach, such as a volunteer driver.');
  },
  get chooseSomeone() {
    return t('Choose a person');
  },
  formTitle: (name: string) => t('Check for {name}', { name }),
  get kind() {
    return t('Qualification');
  },
  get status() {
    return t('Status');
  },
  get statusLabels() {
    return { valid: t('Valid (certificate issued)'), applied: t('Applied for') } satisfies Record<
      QualificationStatus,
      string
    >;
  },
  get issuedOn() {
    return t('Issue date');
  },
  get issuedOnHint() {
    return t('The date on the certificate. It expires three years later.');
  },
  get save() {
    return t('Save');
  },
  get cancel() {
    return t('Cancel');
  },
  get remove() {
    return t('Remove this record');
  },
  /** `kind` a qualification's name; English writes it in lower case mid-sentence ('the dbs check record'). */
  removeQuestion: (kind: string, name: string) =>
    t('Remove the {kind} record of {name}? Use this for a record made in error.', {
      kind: currentLanguage() === SOURCE_LANGUAGE ? kind.toLowerCase() : kind,
      name,
    }),
  get saveFailed() {
    return t('Failed to save the check');
  },
  get removeFailed() {
    return t('Failed to remove the record');
  },
  saved: (kind: string, name: string) => t('{kind} of {name} saved.', { kind, name }),
  removed: (kind: string, name: string) => t('{kind} record of {name} removed.', { kind, name }),
  expiringCount: (n: number) => t('{n} expiring within 60 days', { n: String(n) }),
  expiredCount: (n: number) => t('{n} expired', { n: String(n) }),
  missingDbs: (n: number) =>
    t('{n, plural, one {{count} coach has} other {{count} coaches have}} no valid DBS check', {
      n,
      count: String(n),
    }),

  get messagesTitle() {
    return t('Club Messages');
  },
  get messagesIntro() {
    return t(
      'Every message sent to the club’s families and members, newest first. Open one to see who it reached and who ' +
        'has read it. Each time you open this list or a message, it is recorded in the audit log.',
    );
  },
  get messagesLabel() {
    return t('Club messages');
  },
  get messagesLoading() {
    return t('Loading messages...');
  },
  get messagesFailed() {
    return t('Failed to load the messages');
  },
  get messagesEmpty() {
    return t('No message has been sent yet.');
  },
  get subject() {
    return t('Subject');
  },
  get from() {
    return t('From');
  },
  get to() {
    return t('To');
  },
  get sent() {
    return t('Sent');
  },
  get read() {
    return t('Read');
  },
  readOf: (read: number, total: number) => t('{read} of {total}', { read: String(read), total: String(total) }),
  /** The sender of a notice the club sent itself: the product's name, the same in every language. */
  clubNotice: 'Touchline',
  get loadMore() {
    return t('Load more');
  },
  get loadMoreFailed() {
    return t('Failed to load more');
  },

  get back() {
    return t('Back to club messages');
  },
  get messageLoading() {
    return t('Loading the message...');
  },
  get messageFailed() {
    return t('Failed to load the message');
  },
  get notFoundTitle() {
    return t('Message not found');
  },
  get notFound() {
    return t('There is no such message.');
  },
  recipientsTitle: (n: number) => t('Recipients ({n})', { n: String(n) }),
  get recipientsLabel() {
    return t('Recipients');
  },
  get recipientsEmpty() {
    return t('Nobody received this message.');
  },
  get name() {
    return t('Name');
  },
  get notRead() {
    return t('Not read');
  },
  readAt: (when: string) => t('Read {when}', { when }),

  get readsTitle() {
    return t('Sensitive Reads');
  },
  get readsIntro() {
    return t(
      'Every read of sensitive data on the audit log, newest first: medical and emergency information, the ' +
        'qualifications register, club messages and this list. Each time you open it, that is recorded too.',
    );
  },
  get readsLabel() {
    return t('Sensitive reads');
  },
  get readsLoading() {
    return t('Loading the reads...');
  },
  get readsFailed() {
    return t('Failed to load the reads');
  },
  get readsEmpty() {
    return t('No read is recorded yet.');
  },
  get when() {
    return t('When');
  },
  get who() {
    return t('Who');
  },
  get what() {
    return t('What');
  },
  get whose() {
    return t('Whose');
  },
  actingAs: (name: string) => t('as {name}', { name }),
  /** No one, nothing: a dash, in every language. */
  nobody: '—',
} as const;

/** Each state's badge colour: green valid, yellow expiring, red expired or missing, blue applied for. */
export const stateColours: Record<QualificationState, string> = {
  valid: 'green',
  expiring: 'yellow',
  expired: 'red',
  applied: 'blue',
  missing: 'red',
};

/** '27 Jan 2027' for a YYYY-MM-DD date. */
export function shortDate(date: string): string {
  return formatDate(new Date(`${date}T12:00:00Z`), {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    timeZone: 'UTC',
  });
}

/** 'Tue 24 Nov 2026, 14:05' for an instant, on this device's clock. */
export function instantText(iso: string): string {
  return formatDate(new Date(iso), {
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
  });
}

/** What a register cell says beside its badge: until when, since when, or nothing. */
export function entryDetail(entry: QualificationEntry): string {
  if (!entry.expires_on) return '';
  const date = shortDate(entry.expires_on);
  return entry.state === 'expired' ? t('Expired {date}', { date }) : t('Until {date}', { date });
}

/** A register cell in words, for its accessible name: 'DBS check: Expiring soon, until 27 Jan 2027'. */
export function entryText(entry: QualificationEntry): string {
  const detail = entryDetail(entry);
  return `${known(qualificationKindLabels[entry.kind])}: ${known(qualificationStateLabels[entry.state])}${
    detail ? `, ${detail.charAt(0).toLowerCase()}${detail.slice(1)}` : ''
  }`;
}

/** The form of one check: status and, once valid, the issue date as the date field holds it ('' when empty). */
export interface QualificationFormValues {
  kind: QualificationKind;
  status: QualificationStatus;
  issued_on: string;
}

/** The form's values for a person's record of a kind (valid, today's date left for the person to correct). */
export function formValuesOf(entry: QualificationEntry | undefined, kind: QualificationKind): QualificationFormValues {
  return {
    kind,
    status: entry?.status ?? 'valid',
    issued_on: entry?.status === 'valid' ? (entry.issued_on ?? '') : '',
  };
}

/**
 * The form checked with the server's own schema and rule (the issue date required when valid, not in the future, not
 * before 1990), each error under its field; the body leaves the date out while applied for.
 */
export function validateQualification(
  values: QualificationFormValues,
  today: string,
): { ok: true; body: QualificationBody } | { ok: false; errors: FieldErrors } {
  const draft =
    values.status === 'applied'
      ? { status: values.status }
      : { status: values.status, issued_on: values.issued_on || null };
  const parsed = validate(qualificationBody, draft);
  if (!parsed.ok) return parsed;
  const problem = qualificationProblem(parsed.data, today);
  if (problem) return { ok: false, errors: { issued_on: known(problem) } };
  return { ok: true, body: draft };
}

/** A field error as the form shows it: the field's own words, without the API's field name. */
export function fieldError(error: string | undefined): string | undefined {
  if (!error) return undefined;
  return error.replace(/^issued_on /, `${t('Issue date')} `).replace(/^status /, `${t('Status')} `);
}

/** Whose record a read was about: the name the server found, else the entity and its id. */
export function readSubject(read: SensitiveRead): string {
  if (read.about) return read.about;
  return read.entity_id ? `${read.entity.replaceAll('_', ' ')} ${read.entity_id}` : safeguardingTexts.nobody;
}

/** A read's action in words (the contracts' summaries), e.g. 'The qualifications register: …'. */
export function readAction(read: SensitiveRead): string {
  return known(auditActionLabel(read.action));
}
