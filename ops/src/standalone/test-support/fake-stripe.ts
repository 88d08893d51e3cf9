import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

export type FakeIntent = {
  id: string;
  object: 'payment_intent';
  amount: number;
  currency: string;
  status: string;
  client_secret: string;
  metadata: Record<string, string>;
  last_payment_error?: { message: string } | null;
};

const bodyOf = (req: IncomingMessage) =>
  new Promise<string>((resolve, reject) => {
    let text = '';
    req.setEncoding('utf8');
    req.on('data', (chunk: string) => {
      text += chunk;
    });
    req.on('end', () => resolve(text));
    req.on('error', reject);
  });

/**
 * A small local stand-in for Stripe's API on 127.0.0.1: POST /v1/payment_intents (form-encoded, honouring
 * Idempotency-Key) and GET /v1/payment_intents/:id. Tests change an intent's status to play the card.
 */
export const startFakeStripe = async () => {
  const intents = new Map<string, FakeIntent>();
  const byIdempotencyKey = new Map<string, string>();
  const requests: Array<{
    method: string;
    path: string;
    authorization?: string | undefined;
    idempotencyKey?: string | undefined;
  }> = [];
  let next = 1;
  const server: Server = createServer(async (req, res) => {
    const path = req.url ?? '';
    const idempotencyKey = req.headers['idempotency-key'] as string | undefined;
    requests.push({
      method: req.method ?? '',
      path,
      authorization: req.headers.authorization,
      idempotencyKey,
    });
    const send = (status: number, body: unknown) => {
      res.writeHead(status, { 'Content-Type': 'application/json', 'Request-Id': `req_${next}` });
      res.end(JSON.stringify(body));
    };
    if (req.method === 'POST' && path === '/v1/payment_intents') {
      const form = new URLSearchParams(await bodyOf(req));
      const known = idempotencyKey ? byIdempotencyKey.get(idempotencyKey) : undefined;
      if (known) return send(200, intents.get(known));
      const id = `pi_fake_${next++}`;
      const metadata: Record<string, string> = {};
      for (const [key, value] of form) {
        const match = /^metadata\[(.+)\]$/.exec(key);
        if (match?.[1]) metadata[match[1]] = value;
      }
      const intent: FakeIntent = {
        id,
        object: 'payment_intent',
        amount: Number(form.get('amount')),
        currency: form.get('currency') ?? '',
        status: 'requires_payment_method',
        client_secret: `${id}_secret_fake`,
        metadata,
      };
      intents.set(id, intent);
      if (idempotencyKey) byIdempotencyKey.set(idempotencyKey, id);
      return send(200, intent);
    }
    const match = /^\/v1\/payment_intents\/([^/?]+)/.exec(path);
    if (req.method === 'GET' && match?.[1]) {
      const intent = intents.get(decodeURIComponent(match[1]));
      if (intent) return send(200, intent);
      return send(404, {
        error: { type: 'invalid_request_error', code: 'resource_missing', message: 'No such payment_intent' },
      });
    }
    send(404, {
      error: { type: 'invalid_request_error', message: `Unrecognized request URL (${req.method}: ${path})` },
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    port,
    intents,
    requests,
    /** An intent made outside our server (a forgery attempt): any amount, currency, status, metadata. */
    put: (intent: Omit<FakeIntent, 'object' | 'client_secret'>) => {
      intents.set(intent.id, {
        ...intent,
        object: 'payment_intent',
        client_secret: `${intent.id}_secret_fake`,
      });
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
};
