import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import Provider, { type Adapter, type AdapterPayload, type KoaContextWithOIDC } from 'oidc-provider';

/** A person at the local provider: the login typed on its sign-in page is their subject. */
export interface ProviderAccount {
  email?: string;
  email_verified?: boolean;
  name?: string;
}

export interface LocalProvider {
  /** The provider's issuer address, http://127.0.0.1:{port} (OIDC_ISSUER). */
  issuer: string;
  /** People who can sign in, by login (their subject); change it at any time. */
  accounts: Map<string, ProviderAccount>;
  /** Registers (or changes) a confidential client; its redirect address can be set once the app's port is known. */
  addClient(client: { clientId: string; clientSecret: string; redirectUri: string }): void;
  /**
   * Plays the browser at the provider over HTTP: opens the authorization address, signs in as `login` on the sign-in
   * page (any password), and answers the address the provider sends back to the app (code, state, iss).
   */
  signIn(authorizationUrl: string, login: string): Promise<URL>;
  /** As `signIn`, but cancels on the sign-in page: the app's address with error=access_denied. */
  cancel(authorizationUrl: string): Promise<URL>;
  close(): Promise<void>;
}

/**
 * A real OpenID provider (oidc-provider, in process, on 127.0.0.1 and a port of the system's choosing) for the API
 * and browser tests of sign-in with the club's accounts (decision 136): its own sign-in page (devInteractions: a
 * login and any password), consent given for the clients registered here, PKCE required; email and name from
 * `accounts`. No mock: the app reads its discovery document, exchanges codes and verifies ID tokens over HTTP.
 */
export async function startLocalProvider(): Promise<LocalProvider> {
  let handler: ((req: IncomingMessage, res: ServerResponse) => void) | null = null;
  const server = createServer((req, res) => (handler ? handler(req, res) : res.writeHead(503).end()));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const accounts = new Map<string, ProviderAccount>();
  const clients = new Map<string, AdapterPayload>();
  const store = new Map<string, AdapterPayload>();

  /** Everything the provider keeps, in memory; its clients from `clients`, so one can be added after it starts. */
  class MemoryAdapter implements Adapter {
    constructor(private readonly model: string) {}
    private key = (id: string) => `${this.model}:${id}`;
    async upsert(id: string, payload: AdapterPayload) {
      store.set(this.key(id), payload);
    }
    async find(id: string) {
      return this.model === 'Client' ? clients.get(id) : store.get(this.key(id));
    }
    async findByUid(uid: string) {
      return [...store.entries()].find(([k, p]) => k.startsWith(`${this.model}:`) && p.uid === uid)?.[1];
    }
    async findByUserCode(userCode: string) {
      return [...store.entries()].find(([k, p]) => k.startsWith(`${this.model}:`) && p.userCode === userCode)?.[1];
    }
    async consume(id: string) {
      const payload = store.get(this.key(id));
      if (payload) payload.consumed = Math.floor(Date.now() / 1000);
    }
    async destroy(id: string) {
      store.delete(this.key(id));
    }
    async revokeByGrantId(grantId: string) {
      for (const [k, p] of store) if (p.grantId === grantId) store.delete(k);
    }
  }

  const provider = new Provider(issuer, {
    adapter: MemoryAdapter,
    async findAccount(_ctx, id) {
      const account = accounts.get(id);
      if (!account) return undefined;
      return { accountId: id, claims: async () => ({ sub: id, ...account }) };
    },
    claims: { openid: ['sub'], email: ['email', 'email_verified'], profile: ['name'] },
    features: { devInteractions: { enabled: true } },
    // The club's own app: no consent screen, as a club's provider is set up for its own apps.
    async loadExistingGrant(ctx: KoaContextWithOIDC) {
      const accountId = ctx.oidc.session?.accountId;
      const clientId = ctx.oidc.client?.clientId;
      if (!accountId || !clientId) return undefined;
      const grant = new ctx.oidc.provider.Grant({ accountId, clientId });
      grant.addOIDCScope('openid email profile');
      await grant.save();
      return grant;
    },
    pkce: { required: () => true },
    cookies: { keys: ['local-provider-cookie-key'] },
    ttl: { Grant: 600, Session: 600, AccessToken: 600, IdToken: 600, Interaction: 600, AuthorizationCode: 60 },
  });
  handler = provider.callback();

  /** What the browser does on the provider's sign-in page: send its form with these fields, or open an address. */
  type Step = { post: URL; fields: Record<string, string> } | { get: URL };

  /** The browser's part: follows the provider's redirects with its cookies until one leaves the provider. */
  async function drive(authorizationUrl: string, onSignInPage: (page: URL, html: string) => Step): Promise<URL> {
    const cookies = new Map<string, string>();
    const send = async (url: URL, init: RequestInit = {}) => {
      const headers = new Headers(init.headers);
      headers.set('cookie', [...cookies].map(([k, v]) => `${k}=${v}`).join('; '));
      const res = await fetch(url, { ...init, headers, redirect: 'manual' });
      for (const line of res.headers.getSetCookie()) {
        const [pair = ''] = line.split(';');
        const at = pair.indexOf('=');
        cookies.set(pair.slice(0, at), pair.slice(at + 1));
      }
      return res;
    };
    let url = new URL(authorizationUrl);
    let res = await send(url);
    for (let hops = 0; hops < 10; hops++) {
      const location = res.headers.get('location');
      if (location) {
        url = new URL(location, url);
        if (url.origin !== issuer) return url;
        res = await send(url);
        continue;
      }
      const html = await res.text();
      if (res.status !== 200 || !html.includes('name="login"')) throw new Error(`provider: ${res.status} ${html}`);
      const step = onSignInPage(url, html);
      res =
        'post' in step
          ? await send(step.post, {
              method: 'POST',
              headers: { 'content-type': 'application/x-www-form-urlencoded' },
              body: new URLSearchParams(step.fields).toString(),
            })
          : await send(step.get);
    }
    throw new Error('the provider did not send the browser back');
  }

  /** The sign-in page's form's address. */
  const formAction = (page: URL, html: string) =>
    new URL((/<form[^>]*action="([^"]+)"/.exec(html)?.[1] ?? '').replace(/&amp;/g, '&'), page);

  return {
    issuer,
    accounts,
    addClient({ clientId, clientSecret, redirectUri }) {
      clients.set(clientId, {
        client_id: clientId,
        client_secret: clientSecret,
        redirect_uris: [redirectUri],
        response_types: ['code'],
        grant_types: ['authorization_code'],
        token_endpoint_auth_method: 'client_secret_basic',
      });
    },
    signIn: (authorizationUrl, login) =>
      drive(authorizationUrl, (page, html) => ({
        post: formAction(page, html),
        fields: { prompt: 'login', login, password: 'any-password' },
      })),
    cancel: (authorizationUrl) => drive(authorizationUrl, (page) => ({ get: new URL(`${page.pathname}/abort`, page) })),
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
