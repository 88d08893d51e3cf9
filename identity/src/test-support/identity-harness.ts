import { mkdtempSync, rmSync } from 'node:fs';
import { createServer, request, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createLogger } from '@exam/platform';
import express from 'express';
import { calculatePKCECodeChallenge, randomPKCECodeVerifier, randomState } from 'openid-client';
import {
  createEmbeddedIdentity,
  type EmbeddedIdentity,
  type EmbeddedIdentityConfig,
  type EmbeddedIdentityOptions,
} from '../embedded-identity.js';

/** A cookie jar good enough for one browser talking to one origin. */
export class CookieJar {
  private readonly cookies = new Map<string, string>();

  store(response: Response): void {
    for (const header of response.headers.getSetCookie()) {
      const [pair = '', ...attributes] = header.split(';');
      const index = pair.indexOf('=');
      const name = pair.slice(0, index).trim();
      const value = pair.slice(index + 1).trim();
      const expired = attributes.some(
        (a) => /^\s*max-age=0\s*$/i.test(a) || /expires=Thu, 01 Jan 1970/i.test(a),
      );
      if (expired || value === '') this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
  }

  header(): string {
    return [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
  }
}

export type Harness = {
  identity: EmbeddedIdentity;
  baseUrl: string;
  dataDir: string;
  /** Stops the server and the identity; removes the data folder unless kept (restart tests). */
  stop(options?: { keepData?: boolean }): Promise<void>;
};

/** The embedded identity mounted at /oidc of an express app listening on 127.0.0.1 (a random port). */
export async function startIdentity(
  options: {
    dataDir?: string;
    nodeEnv?: EmbeddedIdentityConfig['NODE_ENV'];
    /** DEV_MAILBOX: the outbox open to anyone at /oidc/dev/mailbox (outside production). */
    devMailbox?: boolean;
    /** ADMIN_API_TOKEN: its bearer reads the outbox on any profile. */
    operatorToken?: string;
    onSessionEnded?: EmbeddedIdentityOptions['onSessionEnded'];
  } = {},
): Promise<Harness> {
  const dataDir = options.dataDir ?? mkdtempSync(join(tmpdir(), 'identity-'));
  let handler: express.Handler = (_req, res) => res.status(503).end();
  const app = express();
  app.use('/oidc', (req, res, next) => handler(req, res, next));
  app.get('/auth/callback', (_req, res) => res.send('callback'));
  const server: Server = createServer(app);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const baseUrl = `http://127.0.0.1:${port}`;
  const identity = await createEmbeddedIdentity({
    config: {
      PUBLIC_URL: baseUrl,
      DATA_DIR: dataDir,
      NODE_ENV: options.nodeEnv ?? 'test',
      PORT: port,
      DEV_MAILBOX: options.devMailbox ?? false,
      ...(options.operatorToken ? { ADMIN_API_TOKEN: options.operatorToken } : {}),
    },
    logger: createLogger({ LOG_LEVEL: 'silent' }),
    ...(options.onSessionEnded ? { onSessionEnded: options.onSessionEnded } : {}),
  });
  handler = identity.router;
  return {
    identity,
    baseUrl,
    dataDir,
    async stop({ keepData = false } = {}) {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await identity.close();
      if (!keepData) rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** One request from a chosen loopback address (127.0.0.2 and up answer on Linux), as a fetch Response. */
const requestFrom = (
  localAddress: string,
  url: URL,
  init: { method: string; headers: Record<string, string>; body?: string },
) =>
  new Promise<Response>((resolve, reject) => {
    const sent = request(url, { method: init.method, headers: init.headers, localAddress }, (answer) => {
      const chunks: Buffer[] = [];
      answer.on('data', (chunk: Buffer) => chunks.push(chunk));
      answer.on('error', reject);
      answer.on('end', () => {
        const headers = new Headers();
        for (const [name, value] of Object.entries(answer.headers))
          for (const one of Array.isArray(value) ? value : value === undefined ? [] : [value])
            headers.append(name, one);
        const status = answer.statusCode ?? 500;
        const body = status === 204 || status === 304 ? null : Buffer.concat(chunks);
        resolve(new Response(body, { status, headers }));
      });
    });
    sent.on('error', reject);
    sent.end(init.body);
  });

/** A browser: follows nothing by itself, keeps cookies, reads form tokens; optionally from another address. */
export class Browser {
  readonly jar = new CookieJar();

  constructor(
    readonly baseUrl: string,
    readonly localAddress?: string,
  ) {}

  private async send(path: string, method: string, headers: Record<string, string>, body?: string) {
    const url = new URL(path, this.baseUrl);
    const response = this.localAddress
      ? await requestFrom(this.localAddress, url, {
          method,
          headers,
          ...(body === undefined ? {} : { body }),
        })
      : await fetch(url, { method, redirect: 'manual', headers, ...(body === undefined ? {} : { body }) });
    this.jar.store(response);
    return response;
  }

  get(path: string): Promise<Response> {
    return this.send(path, 'GET', { cookie: this.jar.header() });
  }

  post(path: string, form: Record<string, string>): Promise<Response> {
    const headers = { cookie: this.jar.header(), 'content-type': 'application/x-www-form-urlencoded' };
    return this.send(path, 'POST', headers, new URLSearchParams(form).toString());
  }

  /** Follows redirects (at most 10) while they stay on the identity provider; returns the last response. */
  async follow(response: Response): Promise<Response> {
    let current = response;
    for (let hop = 0; hop < 10 && current.status >= 300 && current.status < 400; hop++) {
      const location = current.headers.get('location') ?? '';
      const url = new URL(location, this.baseUrl);
      if (!url.pathname.startsWith('/oidc')) return current;
      current = await this.get(url.pathname + url.search);
    }
    return current;
  }
}

export const formToken = (html: string): string => {
  const match = /name="csrf" value="([^"]+)"/.exec(html);
  if (!match?.[1]) throw new Error(`no form token in page: ${html.slice(0, 300)}`);
  return match[1];
};

export const CLIENT_ID = 'exam-web';
export const SCOPE = 'openid email phone profile offline_access';

/** Starts an authorization request as the web does; answers the interaction page path and the PKCE values. */
export async function beginAuthorization(browser: Browser, extra: Record<string, string> = {}) {
  const codeVerifier = randomPKCECodeVerifier();
  const state = randomState();
  const query = new URLSearchParams({
    client_id: CLIENT_ID,
    redirect_uri: `${browser.baseUrl}/auth/callback`,
    response_type: 'code',
    scope: SCOPE,
    code_challenge: await calculatePKCECodeChallenge(codeVerifier),
    code_challenge_method: 'S256',
    state,
    ...extra,
  });
  const response = await browser.get(`/oidc/auth?${query}`);
  const location = response.headers.get('location') ?? '';
  const interactionPath = new URL(location, browser.baseUrl).pathname;
  const page = await (await browser.get(interactionPath)).text();
  return { codeVerifier, state, interactionPath, csrf: formToken(page), page };
}
