import type { IncomingMessage, ServerResponse } from 'node:http';
import helmet from 'helmet';
import type { Config } from '../../config/index.js';

type SecurityConfig = Pick<Config, 'PUBLIC_URL' | 'PAYMENTS' | 'OIDC_ISSUER'>;

/** Stripe Elements' documented hosts: its script, its frames, and its API (only with PAYMENTS=stripe). */
const STRIPE = {
  script: ['https://js.stripe.com', 'https://*.js.stripe.com'],
  frame: ['https://js.stripe.com', 'https://*.js.stripe.com', 'https://hooks.stripe.com'],
  connect: ['https://api.stripe.com'],
};

/**
 * The Content-Security-Policy of every response: scripts only from this origin (no inline script; the embedded
 * provider's pages set a stricter one with a nonce of their own), styles may be inline (Mantine writes its CSS
 * variables and `style` attributes at run time), images from here, data: URLs and https (card images may be https
 * addresses), the socket and API on this origin plus the public address and the OpenID issuer (the app fetches its
 * discovery document and tokens; the page may be opened under another name than PUBLIC_URL), no framing by anyone.
 * The installable app (issue 26): its service worker (/sw.js) and web app manifest come from this origin only.
 */
export const contentSecurityDirectives = ({ PAYMENTS, PUBLIC_URL, OIDC_ISSUER }: SecurityConfig) => {
  const stripe = PAYMENTS === 'stripe';
  const origins = [...new Set([PUBLIC_URL, OIDC_ISSUER].map((url) => new URL(url).origin))];
  return {
    defaultSrc: ["'self'"],
    scriptSrc: ["'self'", ...(stripe ? STRIPE.script : [])],
    styleSrc: ["'self'", "'unsafe-inline'"],
    imgSrc: ["'self'", 'data:', 'blob:', 'https:'],
    fontSrc: ["'self'", 'data:'],
    connectSrc: ["'self'", ...origins, ...(stripe ? STRIPE.connect : [])],
    frameSrc: stripe ? STRIPE.frame : ["'none'"],
    workerSrc: ["'self'"],
    manifestSrc: ["'self'"],
    objectSrc: ["'none'"],
    baseUri: ["'self'"],
    // No form-action: the sign-in forms redirect to the app's callback, which may be opened under another name
    // than the provider's (127.0.0.1 / localhost), and Chromium checks form-action along the redirects.
    frameAncestors: ["'none'"],
  };
};

/** helmet with our policy: nosniff, strict-origin-when-cross-origin, no framing, HSTS only behind https. */
export const securityHeaders = (config: SecurityConfig) =>
  helmet({
    contentSecurityPolicy: { useDefaults: false, directives: contentSecurityDirectives(config) },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    frameguard: { action: 'deny' },
    strictTransportSecurity: config.PUBLIC_URL.startsWith('https://')
      ? { maxAge: 31_536_000, includeSubDomains: true }
      : false,
    // The card images and the banner may be shown by other sites' pages (e.g. a shared link preview).
    crossOriginResourcePolicy: { policy: 'same-site' },
    // Stripe's 3-D Secure windows talk back to the opener.
    crossOriginOpenerPolicy: { policy: 'same-origin-allow-popups' },
  });

/**
 * The same headers as `securityHeaders`, worked out once: helmet runs its dozen middlewares (and writes the
 * policy string) on every request, though with our static policy their output never changes. Captured from
 * helmet itself, so the set stays exactly helmet's.
 */
export const precomputedSecurityHeaders = (config: SecurityConfig) => {
  const headers: Array<[string, string]> = [];
  const capture = {
    setHeader: (name: string, value: unknown) => {
      headers.push([name, String(value)]);
    },
    removeHeader: () => {},
    getHeader: () => undefined,
  };
  let done = false;
  securityHeaders(config)({ method: 'GET', url: '/', headers: {} } as never, capture as never, () => {
    done = true;
  });
  if (!done) throw new Error('helmet did not finish synchronously: its headers cannot be precomputed');
  return (_req: IncomingMessage, res: ServerResponse, next: () => void) => {
    for (const [name, value] of headers) res.setHeader(name, value);
    next();
  };
};
