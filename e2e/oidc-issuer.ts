/// <reference path="./oidc-provider.d.ts" />
// A local OpenID Connect issuer standing in for Google in tests: oidc-provider with one confidential client, a
// sign-in page where the tester types the Google account (e-mail, name, whether the e-mail is verified) or
// cancels, consent granted automatically, token introspection on. The API tests start it in-process
// (startOidcIssuer, authorizeThroughIssuer); Playwright runs this file as a web server:
//   OIDC_PORT=4203 OIDC_REDIRECT_URI=http://127.0.0.1:3203/api/auth/google/callback npx tsx e2e/oidc-issuer.ts
import { createHash, generateKeyPairSync } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { pathToFileURL } from 'node:url';
import Provider from 'oidc-provider';

export const TEST_CLIENT_ID = 'atelje-test-client';
export const TEST_CLIENT_SECRET = 'atelje-test-client-secret-0123456789';

export interface IssuerAccount {
  sub: string;
  email: string;
  name: string;
  email_verified: boolean;
}

export interface OidcIssuer {
  issuer: string;
  accounts: Map<string, IssuerAccount>;
  close(): Promise<void>;
}

/** The subject the issuer gives an e-mail address unless the sign-in form names one. */
export function subjectOf(email: string): string {
  return `sub-${createHash('sha256').update(email.trim().toLowerCase()).digest('hex').slice(0, 20)}`;
}

const escapeHtml = (value: string) => value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

function page(uid: string, clientId: string): string {
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Sign in with Google (test issuer)</title>
<style>body{font-family:system-ui,sans-serif;max-width:26rem;margin:3rem auto;padding:0 1rem;color:#202124}
label{display:block;margin:.8rem 0 .2rem}input[type=email],input[type=text]{width:100%;padding:.55rem;box-sizing:border-box;font-size:1rem}
.row{display:flex;gap:.6rem;margin-top:1.4rem}button{padding:.6rem 1.1rem;font-size:1rem}</style></head>
<body><h1>Sign in with Google</h1><p>Test issuer for <code>${escapeHtml(clientId)}</code>.</p>
<form method="post" action="/interaction/${escapeHtml(uid)}/login">
<label for="email">E-mail</label><input id="email" name="email" type="email" required autofocus>
<label for="name">Name</label><input id="name" name="name" type="text">
<label><input name="email_verified" type="checkbox" value="true" checked> E-mail verified</label>
<div class="row"><button type="submit">Continue</button>
<button type="submit" formaction="/interaction/${escapeHtml(uid)}/abort" formnovalidate>Cancel</button></div>
</form></body></html>`;
}

async function readForm(req: IncomingMessage): Promise<URLSearchParams> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return new URLSearchParams(Buffer.concat(chunks).toString('utf8'));
}

export async function startOidcIssuer(options: {
  port: number;
  redirectUris: string[];
  host?: string;
  clientId?: string;
  clientSecret?: string;
}): Promise<OidcIssuer> {
  const host = options.host ?? '127.0.0.1';
  const issuer = `http://${host}:${options.port}`;
  const clientId = options.clientId ?? TEST_CLIENT_ID;
  const accounts = new Map<string, IssuerAccount>();
  const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const jwk = { ...privateKey.export({ format: 'jwk' }), kid: 'test-issuer', alg: 'RS256', use: 'sig' };

  const provider = new Provider(issuer, {
    clients: [
      {
        client_id: clientId,
        client_secret: options.clientSecret ?? TEST_CLIENT_SECRET,
        redirect_uris: options.redirectUris,
        grant_types: ['authorization_code'],
        response_types: ['code'],
        token_endpoint_auth_method: 'client_secret_post',
        introspection_endpoint_auth_method: 'client_secret_post',
      },
    ],
    jwks: { keys: [jwk] },
    cookies: { keys: ['atelje-test-issuer-cookie-key'] },
    claims: { openid: ['sub'], email: ['email', 'email_verified'], profile: ['name'] },
    // Like Google: the scope's claims are in the ID token too, not only at the userinfo endpoint.
    conformIdTokenClaims: false,
    pkce: { required: () => true, methods: ['S256'] },
    ttl: {
      AccessToken: 600,
      AuthorizationCode: 60,
      Grant: 3600,
      IdToken: 600,
      Interaction: 600,
      Session: 3600,
    },
    features: {
      devInteractions: { enabled: false },
      // Only our one client exists, so it may introspect the tokens it was given.
      introspection: { enabled: true, allowedPolicy: async () => true },
    },
    interactions: { url: (_ctx: unknown, interaction: { uid: string }) => `/interaction/${interaction.uid}` },
    findAccount: async (_ctx: unknown, id: string) => {
      const account = accounts.get(id);
      if (!account) return undefined;
      return { accountId: id, claims: async () => ({ ...account }) };
    },
    renderError: async (ctx: { type: string; body: string }, out: Record<string, string>) => {
      ctx.type = 'html';
      ctx.body = `<!doctype html><title>Issuer error</title><h1>${escapeHtml(out.error ?? 'error')}</h1><p>${escapeHtml(out.error_description ?? '')}</p>`;
    },
  });

  const interaction = /^\/interaction\/([\w-]+)(\/login|\/abort)?$/;
  const callback = provider.callback();
  const server: Server = createServer((req: IncomingMessage, res: ServerResponse) => {
    const path = (req.url ?? '/').split('?')[0] ?? '/';
    const match = interaction.exec(path);
    if (!match) return callback(req, res);
    void (async () => {
      try {
        const details = await provider.interactionDetails(req, res);
        const action = match[2];
        if (!action && req.method === 'GET') {
          if (details.prompt.name === 'consent') {
            const grant = new provider.Grant({
              accountId: details.session!.accountId!,
              clientId: details.params.client_id,
            });
            grant.addOIDCScope(String(details.params.scope ?? 'openid'));
            const grantId = await grant.save();
            return provider.interactionFinished(
              req,
              res,
              { consent: { grantId } },
              { mergeWithLastSubmission: true },
            );
          }
          res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
          return res.end(page(details.uid, details.params.client_id));
        }
        if (action === '/abort' && req.method === 'POST') {
          return provider.interactionFinished(req, res, {
            error: 'access_denied',
            error_description: 'End-User aborted interaction',
          });
        }
        if (action === '/login' && req.method === 'POST') {
          const form = await readForm(req);
          const email = (form.get('email') ?? '').trim();
          const sub = form.get('sub') || subjectOf(email);
          accounts.set(sub, {
            sub,
            email,
            name: (form.get('name') ?? '').trim(),
            email_verified: form.get('email_verified') === 'true',
          });
          return provider.interactionFinished(req, res, { login: { accountId: sub } });
        }
        res.writeHead(405).end();
      } catch (error) {
        res.writeHead(400, { 'content-type': 'text/plain' }).end(String(error));
      }
    })();
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port, host, () => resolve());
  });
  return {
    issuer,
    accounts,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/**
 * Plays the browser at the issuer: follows the authorization URL, fills the sign-in form (or cancels), and
 * returns the URL the issuer finally sends the browser to (our callback with code and state, or with an error).
 */
export async function authorizeThroughIssuer(
  authorizationUrl: string,
  person: { email: string; name?: string; verified?: boolean; sub?: string } | 'cancel',
): Promise<URL> {
  const jar = new Map<string, string>();
  const issuerOrigin = new URL(authorizationUrl).origin;
  const send = async (url: string, init: RequestInit = {}) => {
    const cookie = [...jar].map(([k, v]) => `${k}=${v}`).join('; ');
    const response = await fetch(url, { ...init, redirect: 'manual', headers: { ...init.headers, cookie } });
    for (const line of response.headers.getSetCookie()) {
      const [pair] = line.split(';');
      const at = pair!.indexOf('=');
      jar.set(pair!.slice(0, at), pair!.slice(at + 1));
    }
    return response;
  };
  let url = authorizationUrl;
  let submitted = false;
  for (let step = 0; step < 12; step++) {
    const response = await send(url);
    const location = response.headers.get('location');
    if (!location) {
      if (response.status !== 200 || submitted)
        throw new Error(`issuer answered ${response.status} at ${url}`);
      const uid = /\/interaction\/([\w-]+)/.exec(url)?.[1];
      const action = person === 'cancel' ? 'abort' : 'login';
      const form = new URLSearchParams();
      if (person !== 'cancel') {
        form.set('email', person.email);
        form.set('name', person.name ?? '');
        if (person.verified !== false) form.set('email_verified', 'true');
        if (person.sub) form.set('sub', person.sub);
      }
      submitted = true;
      const posted = await send(`${issuerOrigin}/interaction/${uid}/${action}`, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: form.toString(),
      });
      url = new URL(posted.headers.get('location') ?? '', issuerOrigin).href;
      continue;
    }
    const next = new URL(location, url);
    if (next.origin !== issuerOrigin) return next;
    url = next.href;
  }
  throw new Error('too many redirects at the issuer');
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const port = Number(process.env.OIDC_PORT ?? 4100);
  const redirectUris = (
    process.env.OIDC_REDIRECT_URI ?? 'http://127.0.0.1:3100/api/auth/google/callback'
  ).split(',');
  const started = await startOidcIssuer({ port, redirectUris });
  console.log(`test OpenID issuer at ${started.issuer}`);
  const stop = () => void started.close().then(() => process.exit(0));
  process.on('SIGTERM', stop);
  process.on('SIGINT', stop);
}
