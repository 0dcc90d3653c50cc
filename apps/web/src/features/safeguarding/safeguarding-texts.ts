import {
  auditActionLabel,
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
import { formatDate } from '../../ui/dates/format-date';
import { validate, type FieldErrors } from '../../ui/zod-form';

/** The texts of the Safeguarding area (#31, decision 130): the welfare officer's and admins' screens. */
export const safeguardingTexts = {
  qualificationsTitle: 'Qualifications',
  qualificationsIntro:
    'DBS checks, safeguarding courses and first aid of everyone who coaches, and of the welfare officer. ' +
    'The register keeps the status and dates only, never a certificate. Each time it is opened, it is recorded ' +
    'in the audit log.',
  registerLabel: 'Qualifications register',
  registerLoading: 'Loading the register...',
  registerFailed: 'Failed to load the register',
  registerEmpty: 'Nobody coaches yet, and no check is recorded.',
  person: 'Person',
  role: 'Role',
  coach: 'Coach',
  welfareOfficer: 'Welfare officer',
  teams: (names: readonly string[]) => (names.length ? names.join(', ') : 'No team'),
  record: 'Record a check',
  recordFor: (name: string) => `Record a check for ${name}`,
  someoneElse: 'Someone else',
  someoneElseHint: 'An adult who does not coach, such as a volunteer driver.',
  chooseSomeone: 'Choose a person',
  formTitle: (name: string) => `Check for ${name}`,
  kind: 'Qualification',
  status: 'Status',
  statusLabels: { valid: 'Valid (certificate issued)', applied: 'Applied for' } satisfies Record<
    QualificationStatus,
    string
  >,
  issuedOn: 'Issue date',
  issuedOnHint: 'The date on the certificate. It expires three years later.',
  save: 'Save',
  cancel: 'Cancel',
  remove: 'Remove this record',
  removeQuestion: (kind: string, name: string) =>
    `Remove the ${kind.toLowerCase()} record of ${name}? Use this for a record made in error.`,
  saveFailed: 'Failed to save the check',
  removeFailed: 'Failed to remove the record',
  saved: (kind: string, name: string) => `${kind} of ${name} saved.`,
  removed: (kind: string, name: string) => `${kind} record of ${name} removed.`,
  expiringCount: (n: number) => `${n} expiring within 60 days`,
  expiredCount: (n: number) => `${n} expired`,
  missingDbs: (n: number) => `${n} ${n === 1 ? 'coach has' : 'coaches have'} no valid DBS check`,

  messagesTitle: 'Club Messages',
  messagesIntro:
    'Every message sent to the club’s families and members, newest first. Open one to see who it reached and who ' +
    'has read it. Each time you open this list or a message, it is recorded in the audit log.',
  messagesLabel: 'Club messages',
  messagesLoading: 'Loading messages...',
  messagesFailed: 'Failed to load the messages',
  messagesEmpty: 'No message has been sent yet.',
  subject: 'Subject',
  from: 'From',
  to: 'To',
  sent: 'Sent',
  read: 'Read',
  readOf: (read: number, total: number) => `${read} of ${total}`,
  clubNotice: 'Touchline',
  loadMore: 'Load more',
  loadMoreFailed: 'Failed to load more',

  back: 'Back to club messages',
  messageLoading: 'Loading the message...',
  messageFailed: 'Failed to load the message',
  notFoundTitle: 'Message not found',
  notFound: 'There is no such message.',
  recipientsTitle: (n: number) => `Recipients (${n})`,
  recipientsLabel: 'Recipients',
  recipientsEmpty: 'Nobody received this message.',
  name: 'Name',
  notRead: 'Not read',
  readAt: (when: string) => `Read ${when}`,

  readsTitle: 'Sensitive Reads',
  readsIntro:
    'Every read of sensitive data on the audit log, newest first: medical and emergency information, the ' +
    'qualifications register, club messages and this list. Each time you open it, that is recorded too.',
  readsLabel: 'Sensitive reads',
  readsLoading: 'Loading the reads...',
  readsFailed: 'Failed to load the reads',
  readsEmpty: 'No read is recorded yet.',
  when: 'When',
  who: 'Who',
  what: 'What',
  whose: 'Whose',
  actingAs: (name: string) => `as ${name}`,
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
  return entry.state === 'expired' ? `Expired ${shortDate(entry.expires_on)}` : `Until ${shortDate(entry.expires_on)}`;
}

/** A register cell in words, for its accessible name: 'DBS check: Expiring soon, until 27 Jan 2027'. */
export function entryText(entry: QualificationEntry): string {
  const detail = entryDetail(entry);
  return `${qualificationKindLabels[entry.kind]}: ${qualificationStateLabels[entry.state]}${
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
  if (problem) return { ok: false, errors: { issued_on: problem } };
  return { ok: true, body: draft };
}

/** A field error as the form shows it: the field's own words, without the API's field name. */
export function fieldError(error: string | undefined): string | undefined {
  if (!error) return undefined;
  return error.replace(/^issued_on /, 'Issue date ').replace(/^status /, 'Status ');
}

/** Whose record a read was about: the name the server found, else the entity and its id. */
export function readSubject(read: SensitiveRead): string {
  if (read.about) return read.about;
  return read.entity_id ? `${read.entity.replaceAll('_', ' ')} ${read.entity_id}` : safeguardingTexts.nobody;
}

/** A read's action in words (the contracts' summaries), e.g. 'The qualifications register: …'. */
export function readAction(read: SensitiveRead): string {
  return auditActionLabel(read.action);
}
