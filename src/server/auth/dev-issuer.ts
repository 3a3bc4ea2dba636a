/**
 * The development staff sign-on issuer: a real OpenID Connect provider (oidc-provider) that `npm start` runs on
 * its own port when no OIDC_ISSUER is set, so staff login works with nothing installed. It knows one client (this
 * server) and one member of staff, whose user name and password the start message prints. Everything it holds
 * (keys, sessions, codes) lives in memory and goes with the process. Never started in production (config.ts).
 */
import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { exportJWK, generateKeyPair } from 'jose';
import type { default as Provider, Configuration, KoaContextWithOIDC } from 'oidc-provider';
import { sameSecret } from '../domain/booking-codes.ts';

/** The demo member of staff (published in the README: the development issuer is for one person's machine). */
export const DEMO_STAFF = { username: 'demo.staff', password: 'covers-staff-demo', name: 'Demo Staff', email: 'demo.staff@covers.test' } as const;

export interface DevIssuer {
  issuer: string;
  clientId: string;
  clientSecret: string;
  close(): Promise<void>;
}

const CLIENT_ID = 'covers';
const SCOPES = 'openid profile email';

const escape = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);


function page(title: string, body: string): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escape(title)}</title><style>body{font:16px/1.5 system-ui,sans-serif;max-width:24rem;margin:3rem auto;padding:0 1rem;color:#1a1a1a}
label{display:block;margin-top:1rem}input{display:block;width:100%;padding:.5rem;font:inherit;box-sizing:border-box}
button{margin-top:1.5rem;padding:.6rem 1.5rem;font:inherit;background:#1a4fa0;color:#fff;border:0;border-radius:4px}
[role=alert]{color:#a00000}</style></head><body><main>${body}</main></body></html>`;
}

function loginForm(uid: string, error?: string): string {
  return page(
    'Staff sign-in',
    `<h1>Staff sign-in</h1><p>Development sign-on for Covers staff.</p>${error ? `<p role="alert">${escape(error)}</p>` : ''}
<form method="post" action="/interaction/${escape(uid)}/login" autocomplete="off">
<label for="username">User name</label><input id="username" name="username" required autofocus>
<label for="password">Password</label><input id="password" name="password" type="password" required>
<button type="submit">Sign in</button></form>`,
  );
}

async function formOf(req: IncomingMessage): Promise<URLSearchParams> {
  let body = '';
  for await (const chunk of req) {
    body += String(chunk);
    if (body.length > 10_000) break;
  }
  return new URLSearchParams(body);
}

/** The login page's answer; its form may lead (by the issuer's redirects) back to the client's site, `siteOrigin`. */
function send(res: ServerResponse, status: number, html: string, siteOrigin: string) {
  res.writeHead(status, {
    'content-type': 'text/html; charset=utf-8',
    // Browsers hold a form's redirects to form-action too: the login ends at the client's redirect URI.
    'content-security-policy': `default-src 'none'; style-src 'unsafe-inline'; form-action 'self' ${siteOrigin}; frame-ancestors 'none'`,
    'cache-control': 'no-store',
  });
  res.end(html);
}

/**
 * Starts the issuer on `port` (0: any free port) of `listenHost`, naming itself `http://{host}:{port}`, with
 * this server as its one client, sent back to `redirectUri`. It listens at once; the provider itself (a large
 * module and a signing key to make) is made at its first request, not on the way to the server's first answer.
 */
export async function startDevIssuer(options: { host: string; listenHost: string; port: number; redirectUri: string }): Promise<DevIssuer> {
  const clientSecret = randomBytes(32).toString('base64url');
  const server = createServer();
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port, options.listenHost, () => resolve());
  });
  const issuer = `http://${options.host}:${(server.address() as AddressInfo).port}`;
  const siteOrigin = new URL(options.redirectUri).origin;

  const configuration = async (): Promise<Configuration> => ({
    clients: [{ client_id: CLIENT_ID, client_secret: clientSecret, redirect_uris: [options.redirectUri], token_endpoint_auth_method: 'client_secret_post' }],
    cookies: { keys: [randomBytes(32).toString('base64url')] },
    jwks: { keys: [{ ...(await exportJWK((await generateKeyPair('RS256', { extractable: true })).privateKey)), alg: 'RS256', use: 'sig', kid: randomBytes(8).toString('hex') }] },
    // The names and address go in the ID token itself: this server reads nothing else.
    conformIdTokenClaims: false,
    ttl: { Interaction: 10 * 60, Session: 8 * 60 * 60, Grant: 8 * 60 * 60, AuthorizationCode: 60, AccessToken: 10 * 60, IdToken: 10 * 60 },
    claims: { openid: ['sub'], profile: ['name'], email: ['email', 'email_verified'] },
    features: { devInteractions: { enabled: false } },
    pkce: { required: () => true },
    interactions: { url: (_ctx, interaction) => `/interaction/${interaction.uid}` },
    async findAccount(_ctx, id) {
      if (id !== DEMO_STAFF.username) return undefined;
      return { accountId: id, claims: () => ({ sub: id, name: DEMO_STAFF.name, email: DEMO_STAFF.email, email_verified: true }) };
    },
    // The one client is this server itself: nobody is asked to consent to it.
    async loadExistingGrant(ctx: KoaContextWithOIDC) {
      const { Grant } = ctx.oidc.provider;
      const grantId = ctx.oidc.result?.consent?.grantId ?? ctx.oidc.session!.grantIdFor(ctx.oidc.client!.clientId);
      if (grantId) return Grant.find(grantId);
      const grant = new Grant({ clientId: ctx.oidc.client!.clientId, accountId: ctx.oidc.session!.accountId! });
      grant.addOIDCScope(SCOPES);
      await grant.save();
      ctx.oidc.session!.grantIdFor(ctx.oidc.client!.clientId, grant.jti);
      return grant;
    },
    async renderError(ctx, out) {
      ctx.type = 'html';
      ctx.body = page('Sign-in error', `<h1>Sign-in error</h1><p>${escape(String(out.error_description ?? out.error))}</p>`);
    },
  });
  let made: Promise<{ provider: Provider; callback: ReturnType<Provider['callback']> }> | undefined;
  const oidc = () =>
    (made ??= Promise.all([import('oidc-provider'), configuration()]).then(([{ default: OidcProvider }, settings]) => {
      const provider = new OidcProvider(issuer, settings);
      return { provider, callback: provider.callback() };
    }));

  // The login page is ours; everything else is the provider's.
  server.on('request', (req: IncomingMessage, res: ServerResponse) => {
    const path = new URL(req.url ?? '/', issuer).pathname;
    if (!path.startsWith('/interaction/')) {
      oidc().then(
        ({ callback }) => callback(req, res),
        () => send(res, 500, page('Sign-in error', '<h1>Sign-in error</h1><p>The sign-in service could not start.</p>'), siteOrigin),
      );
      return;
    }
    interaction(req, res, path).catch(() => send(res, 400, page('Sign-in error', '<h1>Sign-in error</h1><p>This sign-in has expired. Go back and log in again.</p>'), siteOrigin));
  });

  async function interaction(req: IncomingMessage, res: ServerResponse, path: string) {
    const { provider } = await oidc();
    const details = await provider.interactionDetails(req, res);
    if (req.method === 'GET' && path === `/interaction/${details.uid}`) return send(res, 200, loginForm(details.uid), siteOrigin);
    if (req.method !== 'POST' || path !== `/interaction/${details.uid}/login`) return send(res, 404, page('Not found', '<h1>Not found</h1>'), siteOrigin);
    const form = await formOf(req);
    const ok = sameSecret(form.get('username') ?? '', DEMO_STAFF.username) && sameSecret(form.get('password') ?? '', DEMO_STAFF.password);
    if (!ok) return send(res, 200, loginForm(details.uid, 'That user name and password do not match.'), siteOrigin);
    await provider.interactionFinished(req, res, { login: { accountId: DEMO_STAFF.username } }, { mergeWithLastSubmission: false });
  }

  return {
    issuer,
    clientId: CLIENT_ID,
    clientSecret,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
