import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import {
  contracts,
  fixedSettings,
  hasMaskedPassword,
  maskSmtpUrl,
  settingsMessages,
  type SettingsBody,
} from '@touchline/domain';
import { audit } from '../audit/record';
import type { Db } from '../db/open';
import { authOf } from '../plugins/access';
import { HttpError, notFound } from '../plugins/errors';
import { settingsAnswer, type SettingsRow } from '../settings/effective';
import { checkedLogo, logoHeaders } from '../settings/logo';
import { lockSettingsRow, writeSettings, type SettingsChange } from '../settings/row';
import { sendSettingsTest, TestEmailLimit } from '../settings/test-email';
import { ifMatchAllows } from '../plugins/preconditions';
import { route } from './route';

/** What the audit log keeps of the settings: the SMTP password hidden, the logo by its type alone. */
const auditView = (row: Omit<SettingsRow, 'version' | 'updated_by' | 'updated_at'>) => ({
  club_name: row.club_name,
  time_zone: row.time_zone,
  smtp_url: row.smtp_url === null ? null : maskSmtpUrl(row.smtp_url),
  mail_from: row.mail_from,
  logo_type: row.logo_type,
});

/**
 * The club's settings (#35, decision 138): read and changed by admins, each change on the audit log and in effect on
 * every instance within seconds (settings/service.ts); the logo public; a test email through the settings in effect.
 */
export const settingsRoutes: FastifyPluginAsync = async (app) => {
  const tests = new TestEmailLimit();
  const env = app.config.settingsFromEnvironment;

  /** The settings as they are now, with their version as the ETag. */
  const answer = (reply: FastifyReply) => {
    const current = app.settings.current();
    reply.header('etag', `"${current.version}"`);
    return settingsAnswer(current, app.config.publicUrl, app.settings.mail());
  };

  /**
   * Makes a change on the locked row in one transaction with its audit entry, unless If-Match names another version:
   * then 412 with the settings as they are now. Every instance takes the change within seconds; this one at once.
   */
  async function change(request: FastifyRequest, reply: FastifyReply, make: (row: SettingsRow) => SettingsChange) {
    const stale = await app.db.transaction(async (tx: Db) => {
      const row = await lockSettingsRow(tx);
      if (!ifMatchAllows(request.headers['if-match'], row.version)) return true;
      const changed = make(row);
      await writeSettings(tx, changed, authOf(request).userId);
      const { logo, ...fields } = changed;
      const after = { ...row, ...fields, logo_type: logo === undefined ? row.logo_type : (logo?.type ?? null) };
      await audit(tx, request, { entity: 'settings', entityId: 1, before: auditView(row), after: auditView(after) });
      return false;
    });
    await app.settings.reload();
    if (stale) throw new HttpError(412, settingsMessages.changedBySomeoneElse, { current: answer(reply) });
    return answer(reply);
  }

  route(app, contracts.settings.get, async (_request, reply) => {
    await app.settings.refresh();
    return answer(reply);
  });

  route(app, contracts.settings.save, async (request, reply) => {
    const body: SettingsBody = request.body;
    for (const field of fixedSettings)
      if (body[field] !== undefined && env[field] !== null)
        throw new HttpError(400, settingsMessages.fixedByEnvironment[field]);
    return change(request, reply, (row) => {
      const { club_name, time_zone, mail_from } = request.body;
      let { smtp_url } = request.body;
      // The address as the answer showed it, its password •••: the stored password stays.
      if (smtp_url && hasMaskedPassword(smtp_url)) {
        if (row.smtp_url === null || maskSmtpUrl(row.smtp_url) !== smtp_url)
          throw new HttpError(400, settingsMessages.passwordHidden);
        smtp_url = undefined;
      }
      return { club_name, time_zone, smtp_url, mail_from };
    });
  });

  route(app, contracts.settings.logo, async (request, reply) => {
    const { logo, version } = app.settings.current();
    if (!logo) throw notFound();
    const headers = logoHeaders(logo.type, version);
    reply.headers(headers);
    if (request.headers['if-none-match'] === headers.etag) return reply.status(304).send();
    return reply.send(logo.data);
  });

  route(
    app,
    contracts.settings.saveLogo,
    async (request, reply) => {
      const { type, data } = request.body;
      checkedLogo(type, data);
      return change(request, reply, () => ({ logo: { type, data } }));
    },
    // A 256 KB image in base64, with room for the JSON around it.
    { bodyLimit: 400 * 1024 },
  );

  route(app, contracts.settings.removeLogo, async (request, reply) => change(request, reply, () => ({ logo: null })));

  // Sent now through the settings in effect, not through the outbox: the admin reads the SMTP server's own words.
  route(app, contracts.settings.testEmail, async (request, reply) => {
    const wait = tests.take(authOf(request).userId);
    if (wait !== null) {
      reply.header('retry-after', String(wait));
      throw new HttpError(429, settingsMessages.tooManyTests);
    }
    await app.settings.refresh();
    const sent = await sendSettingsTest(app.db, request, app.settings.mail(), request.body.to, 'Club settings');
    await app.db.transaction((tx) => audit(tx, request, { entity: 'settings', entityId: null, after: sent }));
    if (!sent.sent)
      throw new HttpError(502, `${settingsMessages.testRefused}: ${sent.response}`, { response: sent.response });
    return { ok: true as const, to: sent.to, response: sent.response };
  });
};
