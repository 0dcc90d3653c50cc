import type { ApiKeyScope, WebhookDeliveryStatus, WebhookEvent } from '@touchline/domain';
import { t } from '../../../i18n/i18n';

/** The Integrations page's words (#35, decision 137). */
export const integrationTexts = {
  get title() {
    return t('Integrations');
  },
  get intro() {
    return t(
      "Connect the club's website and league tools: API keys let them read fixtures and results, or change fixtures, " +
        'without anyone’s password; webhooks tell them when something changes.',
    );
  },
  get keysTitle() {
    return t('API keys');
  },
  get keysIntro() {
    return t('Send a key in the Authorization header: "Bearer tl_…". Revoke a key that is no longer used.');
  },
  get createKey() {
    return t('Create API key');
  },
  get keyName() {
    return t('Name');
  },
  get keyNameHint() {
    return t('Who uses it, e.g. Club website');
  },
  get scopes() {
    return t('What the key may do');
  },
  scope: (scope: ApiKeyScope) =>
    scope === 'fixtures:read'
      ? t('Read fixtures and results (teams, seasons, matches, training dates)')
      : t('Create and change fixtures'),
  scopeShort: (scope: ApiKeyScope) => (scope === 'fixtures:read' ? t('Read fixtures') : t('Change fixtures')),
  get create() {
    return t('Create');
  },
  get cancel() {
    return t('Cancel');
  },
  get done() {
    return t('Done');
  },
  get newKey() {
    return t('Your new API key');
  },
  get shownOnce() {
    return t('Copy it now: it will not be shown again.');
  },
  get copy() {
    return t('Copy');
  },
  get copied() {
    return t('Copied');
  },
  get copyFailed() {
    return t('Could not copy: select the text and copy it');
  },
  get loadingKeys() {
    return t('Loading API keys...');
  },
  get keysFailed() {
    return t('Failed to load the API keys');
  },
  get noKeys() {
    return t('No API keys yet.');
  },
  get failedToSave() {
    return t('Failed to save');
  },
  keyLine: (prefix: string, createdBy: string | null, created: string) =>
    createdBy
      ? t('{prefix}… made by {createdBy} on {created}', { prefix, createdBy, created })
      : t('{prefix}… made on {created}', { prefix, created }),
  lastUsed: (when: string | null) => (when ? t('Last used {when}', { when }) : t('Never used')),
  revokedOn: (when: string) => t('Revoked {when}', { when }),
  get revoke() {
    return t('Revoke');
  },
  revokeKey: (name: string) => t('Revoke {name}', { name }),
  confirmRevoke: (name: string) => t('Revoke the key "{name}"? Anything that uses it stops working at once.', { name }),
  get hooksTitle() {
    return t('Webhooks');
  },
  get hooksIntro() {
    return t(
      'Touchline posts each event to the address as JSON, signed with the webhook’s secret ' +
        '(the Touchline-Signature header), and tries again for about eight hours until the receiver answers 2xx.',
    );
  },
  get addWebhook() {
    return t('Add webhook');
  },
  get url() {
    return t('Address (URL)');
  },
  get events() {
    return t('Events');
  },
  event: (event: WebhookEvent) =>
    ({
      'fixture.created': t('A fixture is added (fixture.created)'),
      'fixture.changed': t('A fixture changes or is back on (fixture.changed)'),
      'fixture.cancelled': t('A fixture is postponed or cancelled (fixture.cancelled)'),
      'result.final': t('Full time: the result (result.final)'),
      'squad.published': t('A squad is published (squad.published)'),
    })[event],
  get add() {
    return t('Add');
  },
  get secret() {
    return t('Signing secret');
  },
  get loadingHooks() {
    return t('Loading webhooks...');
  },
  get hooksFailed() {
    return t('Failed to load the webhooks');
  },
  get noHooks() {
    return t('No webhooks yet.');
  },
  get on() {
    return t('On');
  },
  get off() {
    return t('Off');
  },
  failedCount: (count: number) => t('{count, plural, one {# delivery failed} other {# deliveries failed}}', { count }),
  get turnOff() {
    return t('Turn off');
  },
  get turnOn() {
    return t('Turn on');
  },
  get sendTest() {
    return t('Send test event');
  },
  get testQueued() {
    return t('Test event sent: see the delivery log.');
  },
  get showLog() {
    return t('Delivery log');
  },
  get hideLog() {
    return t('Hide delivery log');
  },
  get remove() {
    return t('Delete');
  },
  removeHook: (url: string) => t('Delete the webhook to {url}', { url }),
  confirmRemove: (url: string) => t('Delete the webhook to {url} and its delivery log?', { url }),
  named: (action: string, url: string) => t('{action}: {url}', { action, url }),
  get loadingLog() {
    return t('Loading deliveries...');
  },
  get logFailed() {
    return t('Failed to load the delivery log');
  },
  get noDeliveries() {
    return t('No deliveries yet.');
  },
  status: (status: WebhookDeliveryStatus) =>
    ({
      queued: t('Waiting'),
      sending: t('Sending'),
      delivered: t('Delivered'),
      failed: t('Failed'),
    })[status],
  attempts: (count: number) => t('{count, plural, one {# attempt} other {# attempts}}', { count }),
  answer: (status: number | null, error: string | null) =>
    status !== null && error === null ? t('Answered {status}', { status }) : (error ?? ''),
  nextAttempt: (when: string) => t('Next attempt {when}', { when }),
  deliveredAt: (when: string) => t('Delivered {when}', { when }),
  get redeliver() {
    return t('Redeliver');
  },
  redeliverOne: (event: string, when: string) => t('Redeliver {event} of {when}', { event, when }),
  showing: (from: number, to: number, total: number) => t('Showing {from}–{to} of {total}', { from, to, total }),
  get newer() {
    return t('Newer');
  },
  get older() {
    return t('Older');
  },
};
