import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type {
  ClubMessageDetail,
  ClubMessagePage,
  QualificationEntry,
  QualificationRegister,
  SensitiveReadPage,
  User,
} from '@touchline/domain';
import { SafeguardingMessagePage } from '../src/features/safeguarding/safeguarding-message-page';
import { SafeguardingMessagesPage } from '../src/features/safeguarding/safeguarding-messages-page';
import { SafeguardingQualificationsPage } from '../src/features/safeguarding/safeguarding-qualifications-page';
import { SafeguardingReadsPage } from '../src/features/safeguarding/safeguarding-reads-page';
import {
  entryText,
  fieldError,
  formValuesOf,
  readSubject,
  validateQualification,
} from '../src/features/safeguarding/safeguarding-texts';
import { canAccess } from '../src/session/access';
import { SessionContext } from '../src/session/session-context';
import { MainNavigation } from '../src/shell/main-navigation';
import { fakeSession } from './fake-session';
import { json, stubFetch, type Handler } from './fake-fetch';
import { admin, coach, makeUser, renderRoutes } from './render-app';

afterEach(() => vi.unstubAllGlobals());

const welfare = makeUser({ user_id: 9, username: 'wendy', short_name: 'Wendy', welfare_officer: true });
const today = '2026-11-28';

function render(user: User, path: string, handler: Handler) {
  const calls = stubFetch(handler);
  const session = fakeSession({ status: 'signed-in', user });
  const screens = [
    { path: '/safeguarding/qualifications', element: <SafeguardingQualificationsPage /> },
    { path: '/safeguarding/messages', element: <SafeguardingMessagesPage /> },
    { path: '/safeguarding/messages/:id', element: <SafeguardingMessagePage /> },
    { path: '/safeguarding/reads', element: <SafeguardingReadsPage /> },
  ];
  const view = renderRoutes(
    screens.map((s) => ({ ...s, element: <SessionContext value={session}>{s.element}</SessionContext> })),
    path,
  );
  return { ...view, calls };
}

const entry = (over: Partial<QualificationEntry>): QualificationEntry => ({
  kind: 'dbs',
  state: 'missing',
  status: null,
  issued_on: null,
  expires_on: null,
  recorded_at: null,
  recorded_by: null,
  ...over,
});

describe('the rules of the safeguarding screens', () => {
  it('opens the area to the welfare officer and admins only', () => {
    expect(canAccess('welfare', welfare)).toBe(true);
    expect(canAccess('welfare', admin)).toBe(true);
    expect(canAccess('welfare', coach)).toBe(false);
    // The welfare officer has no admin screen.
    expect(canAccess('admin', welfare)).toBe(false);
  });

  it('checks a check as the server does, each error under its field in words', () => {
    const valid = { kind: 'dbs' as const, status: 'valid' as const, issued_on: '2025-03-01' };
    expect(validateQualification(valid, today)).toEqual({
      ok: true,
      body: { status: 'valid', issued_on: '2025-03-01' },
    });
    expect(validateQualification({ ...valid, status: 'applied' }, today)).toEqual({
      ok: true,
      body: { status: 'applied' },
    });
    const empty = validateQualification({ ...valid, issued_on: '' }, today);
    expect(empty.ok).toBe(false);
    expect(!empty.ok && fieldError(empty.errors.issued_on)).toBe(
      'Issue date is required when the status is valid: the date on the certificate',
    );
    const future = validateQualification({ ...valid, issued_on: '2026-11-29' }, today);
    expect(!future.ok && fieldError(future.errors.issued_on)).toBe('Issue date cannot be in the future');
    const early = validateQualification({ ...valid, issued_on: '1989-06-01' }, today);
    expect(!early.ok && fieldError(early.errors.issued_on)).toBe('Issue date cannot be before 1 January 1990');
  });

  it('starts the form from the record, and says a cell in words', () => {
    const dbs = entry({ state: 'expiring', status: 'valid', issued_on: '2024-01-27', expires_on: '2027-01-27' });
    expect(formValuesOf(dbs, 'dbs')).toEqual({ kind: 'dbs', status: 'valid', issued_on: '2024-01-27' });
    expect(formValuesOf(undefined, 'first_aid')).toEqual({ kind: 'first_aid', status: 'valid', issued_on: '' });
    expect(entryText(dbs)).toBe('DBS check: Expiring soon, until 27 Jan 2027');
    expect(entryText(entry({ kind: 'first_aid' }))).toBe('First aid: Missing');
  });

  it('names whose record a read was about, else the entity and its id', () => {
    const read = {
      id: 1,
      at: '2026-11-28T10:00:00Z',
      actor_username: 'casey',
      acting_as_username: null,
      action: 'GET /api/players/:id/medical',
      entity: 'player_medical',
      entity_id: '12',
      about: null,
    };
    expect(readSubject(read)).toBe('player medical 12');
    expect(readSubject({ ...read, about: 'Ava Smith' })).toBe('Ava Smith');
    expect(readSubject({ ...read, entity_id: null })).toBe('—');
  });
});

describe('the menu', () => {
  it('gives the welfare officer a Safeguarding group with its four screens, and no admin item', () => {
    stubFetch(() => json(200, { unread: 0 }));
    renderRoutes([{ path: '/', element: <MainNavigation user={welfare} onNavigate={() => undefined} /> }], '/');
    const group = screen.getByRole('group', { name: 'Safeguarding' });
    expect(
      within(group)
        .getAllByRole('link')
        .map((l) => l.textContent),
    ).toEqual(['Qualifications', 'Club Messages', 'Sensitive Reads', 'Consents']);
    expect(screen.queryByRole('link', { name: 'Users' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Live Match Admin' })).not.toBeInTheDocument();
  });
});

describe('the qualifications register', () => {
  const register: QualificationRegister = {
    today,
    people: [
      {
        user_id: 4,
        name: 'Coach Casey',
        username: 'casey',
        coach: true,
        welfare_officer: false,
        teams: ['U12 Lions'],
        qualifications: [
          entry({ state: 'expired', status: 'valid', issued_on: '2023-01-01', expires_on: '2026-01-01' }),
          entry({ kind: 'safeguarding' }),
          entry({ kind: 'first_aid', state: 'applied', status: 'applied' }),
        ],
      },
    ],
    others: [{ user_id: 7, name: 'Pat Parent' }],
  };

  it('shows each state with a badge, records a check in the form, the server’s refusal under its field', async () => {
    let refuse = true;
    const { calls } = render(welfare, '/safeguarding/qualifications', (url, init) => {
      if (url === '/api/qualifications') return json(200, register);
      if (url === '/api/users/4/qualifications/dbs' && init.method === 'PUT')
        return refuse
          ? json(400, { error: 'issued_on cannot be in the future' })
          : json(200, entry({ state: 'valid', status: 'valid', issued_on: '2026-11-01', expires_on: '2029-11-01' }));
      return json(404, { error: 'Not found' });
    });
    const table = await screen.findByRole('table', { name: 'Qualifications register' });
    expect(within(table).getByRole('group', { name: 'DBS check: Expired, expired 1 Jan 2026' })).toBeInTheDocument();
    expect(within(table).getByRole('group', { name: 'Safeguarding course: Missing' })).toBeInTheDocument();
    expect(within(table).getByRole('group', { name: 'First aid: Applied for' })).toBeInTheDocument();
    expect(screen.getByText('1 coach has no valid DBS check')).toBeInTheDocument();

    fireEvent.click(within(table).getByRole('button', { name: 'Record a check for Coach Casey' }));
    const dialog = await screen.findByRole('dialog', { name: 'Check for Coach Casey' });
    const date = within(dialog).getByLabelText(/Issue date/);
    expect(date).toHaveValue('2023-01-01');
    // Empty: refused before any request, in words under the field.
    fireEvent.change(date, { target: { value: '' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(
      await within(dialog).findByText('Issue date is required when the status is valid: the date on the certificate'),
    ).toBeInTheDocument();
    expect(calls.filter((c) => c.method === 'PUT')).toHaveLength(0);
    // The server's refusal goes under the field too.
    fireEvent.change(date, { target: { value: '2026-11-01' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('Issue date cannot be in the future')).toBeInTheDocument();
    refuse = false;
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('DBS check of Coach Casey saved.')).toBeInTheDocument();
    const put = calls.find((c) => c.method === 'PUT');
    expect(JSON.parse(put?.body ?? '{}')).toEqual({ status: 'valid', issued_on: '2026-11-01' });
  });

  it('says so when the register cannot be read, with Retry', async () => {
    render(welfare, '/safeguarding/qualifications', () => json(500, { error: 'Boom' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to load the register');
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });
});

describe('club messages and sensitive reads', () => {
  const row = {
    id: 5,
    kind: 'message' as const,
    subject: 'Training moved',
    audience: 'U10 Tigers',
    created_at: '2026-11-24T13:00:00Z',
    sender_name: 'Coach Casey',
    recipients: 2,
    read: 1,
  };

  it('lists every message with Load more, and opens one to its recipients', async () => {
    const page = (offset: number): ClubMessagePage =>
      offset === 0
        ? { messages: [row], next_offset: 50 }
        : { messages: [{ ...row, id: 4, subject: 'Older' }], next_offset: null };
    const detail: ClubMessageDetail = {
      ...row,
      body: 'Thursday at 6.',
      recipient_list: [
        { user_id: 1, name: 'Pat Parent', read_at: '2026-11-24T14:00:00Z' },
        { user_id: 2, name: 'Sam Parent', read_at: null },
      ],
    };
    const { router } = render(welfare, '/safeguarding/messages', (url) => {
      if (url.startsWith('/api/safeguarding/messages?')) return json(200, page(url.includes('offset=50') ? 50 : 0));
      if (url === '/api/safeguarding/messages/5') return json(200, detail);
      return json(404, { error: 'Not found' });
    });
    const table = await screen.findByRole('table', { name: 'Club messages' });
    expect(within(table).getByText('1 of 2')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Load more' }));
    expect(await screen.findByRole('link', { name: 'Older' })).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument());

    await router.navigate('/safeguarding/messages/5');
    const recipients = await screen.findByRole('table', { name: 'Recipients' });
    expect(screen.getByRole('heading', { name: 'Recipients (2)' })).toBeInTheDocument();
    expect(within(recipients).getByText('Not read')).toBeInTheDocument();
    expect(within(recipients).getByText(/^Read /)).toBeInTheDocument();
  });

  it('lists the sensitive reads with who, what and whose', async () => {
    const reads: SensitiveReadPage = {
      reads: [
        {
          id: 3,
          at: '2026-11-28T09:00:00Z',
          actor_username: 'casey',
          acting_as_username: null,
          action: 'GET /api/safeguarding/messages/:id',
          entity: 'messages',
          entity_id: '5',
          about: 'Training moved',
        },
      ],
      next_offset: null,
    };
    render(admin, '/safeguarding/reads', () => json(200, reads));
    const table = await screen.findByRole('table', { name: 'Sensitive reads' });
    const cells = within(table)
      .getAllByRole('cell')
      .map((c) => c.textContent);
    expect(cells.slice(1)).toEqual([
      'casey',
      'A club message with each recipient and whether they have opened it',
      'Training moved',
    ]);
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
  });
});
