import { describe, expect, it } from 'vitest';
import { fireEvent, screen } from '@testing-library/react';
import { AdminOutboxPage } from '../src/features/admin/admin-outbox-page';
import { json, stubFetch } from './fake-fetch';
import { renderRoutes } from './render-app';

const TEST = '/api/outbox/test';

/** The outbox screen, its list empty, with `test` answering POST /outbox/test. */
function render(test: () => Response) {
  const calls = stubFetch((url) => {
    if (url === TEST) return test();
    if (url === '/api/features')
      return json(200, { email: true, language: null, oidc: null, club_name: 'Touchline', logo_url: null });
    return json(200, []);
  });
  renderRoutes([{ path: '/', element: <AdminOutboxPage /> }], '/');
  return () => calls.filter((c) => c.url === TEST).map((c) => JSON.parse(c.body ?? 'null') as unknown);
}

const sendButton = () => screen.findByRole('button', { name: 'Send a test email' });

describe('Email outbox: Send a test email', () => {
  it("sends to the admin's own address when Send to is left empty, and shows the mail server's answer", async () => {
    const bodies = render(() => json(200, { sent: true, to: 'admin@club.example', response: '250 2.0.0 Ok: queued' }));
    fireEvent.click(await sendButton());
    const answer = 'Sent to admin@club.example. The mail server answered: 250 2.0.0 Ok: queued';
    expect((await screen.findByText(answer)).closest('[role="status"]')).not.toBeNull();
    expect(bodies()).toEqual([{}]);
  });

  it('sends to the address given, and says so when the mail server turns it away', async () => {
    const bodies = render(() =>
      json(200, { sent: false, to: 'coach@club.example', response: '550 5.1.1 No such user' }),
    );
    fireEvent.change(await screen.findByRole('textbox', { name: 'Send to' }), {
      target: { value: 'coach@club.example' },
    });
    fireEvent.click(await sendButton());
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Not sent to coach@club.example. The mail server answered: 550 5.1.1 No such user',
    );
    expect(bodies()).toEqual([{ to: 'coach@club.example' }]);
  });

  it("shows the server's reason when email is not set up", async () => {
    render(() => json(400, { error: 'Email is not set up on this server (SMTP_URL)' }));
    fireEvent.click(await sendButton());
    expect(await screen.findByRole('alert')).toHaveTextContent('Email is not set up on this server (SMTP_URL)');
  });

  it('checks the address before sending', async () => {
    const bodies = render(() => json(500, {}));
    fireEvent.change(await screen.findByRole('textbox', { name: 'Send to' }), { target: { value: 'not-an-address' } });
    fireEvent.click(await sendButton());
    expect(await screen.findByText('to must be an email address')).toBeInTheDocument();
    expect(bodies()).toEqual([]);
  });
});
