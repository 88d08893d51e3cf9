import type { IncomingHttpHeaders } from 'node:http';
import { type Language, localizeText, pickLanguage } from '@exam/domain/i18n';
import type { RequestHandler } from 'express';
import type { Principal } from '../auth/principal.js';
import type { JsonReply } from './envelope.js';

/** The language of an answer: Accept-Language, then the caller's saved choice, then Japanese. */
export const replyLanguage = (
  headers: Pick<IncomingHttpHeaders, 'accept-language'>,
  principal?: Pick<Principal, 'language'> | null,
): Language => pickLanguage(headers['accept-language'], principal?.language);

type Json = Record<string, unknown>;
const isObject = (value: unknown): value is Json =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** Lists inside `data` whose items carry their own text (batch-fix failures, bulk-create results, code issues). */
const ITEM_LISTS = ['failed', 'results', 'errors', 'issues'] as const;
const ITEM_TEXTS = ['message', 'issue'] as const;

const localizeItem = (item: unknown, language: Language): unknown => {
  if (!isObject(item)) return item;
  let out: Json | null = null;
  for (const field of ITEM_TEXTS) {
    const text = item[field];
    if (typeof text !== 'string') continue;
    out ??= { ...item };
    out[field] = localizeText(text, language);
  }
  return out ?? item;
};

/**
 * The envelope with its `message` (and a socket refusal's `error`) in `language`, and the messages of the item
 * lists in `data`. Codes, parameters and data stay as they are; a body without a message is returned unchanged.
 */
export const localizeBody = (body: unknown, language: Language): unknown => {
  if (language === 'ja' || !isObject(body)) return body;
  let out: Json | null = null;
  const change = (key: string, value: unknown) => {
    out ??= { ...body };
    out[key] = value;
  };
  if (typeof body.message === 'string') change('message', localizeText(body.message, language));
  if (typeof body.error === 'string') change('error', localizeText(body.error, language));
  // A validation refusal lists every issue beside the first (the message): each in the same language.
  if (Array.isArray(body.issues))
    change(
      'issues',
      body.issues.map((item) => localizeItem(item, language)),
    );
  const data = body.data;
  if (isObject(data)) {
    let changedData: Json | null = null;
    for (const list of ITEM_LISTS) {
      const items = data[list];
      if (!Array.isArray(items)) continue;
      changedData ??= { ...data };
      changedData[list] = items.map((item) => localizeItem(item, language));
    }
    if (changedData) change('data', changedData);
  }
  return out ?? body;
};

/** The reply with its texts in `language`, saying which language it speaks and that the language chose it. */
export const localizeReply = (reply: JsonReply, language: Language): JsonReply => {
  const speaks =
    isObject(reply.body) && (typeof reply.body.message === 'string' || typeof reply.body.error === 'string');
  if (!speaks) return reply;
  return {
    ...reply,
    headers: { ...reply.headers, 'Content-Language': language, Vary: 'Accept-Language' },
    body: localizeBody(reply.body, language),
  };
};

/**
 * Every JSON answer under this middleware speaks the caller's language (replyLanguage), whoever writes it: a
 * route, the rate limit, the error handler. The principal is read when the answer is written, after the guards.
 */
export const localizeReplies: RequestHandler = (req, res, next) => {
  const json = res.json.bind(res);
  res.json = (body: unknown) => {
    const language = replyLanguage(req.headers, req.principal);
    if (
      !res.headersSent &&
      isObject(body) &&
      (typeof body.message === 'string' || typeof body.error === 'string')
    ) {
      res.setHeader('Content-Language', language);
      res.vary('Accept-Language');
    }
    return json(localizeBody(body, language));
  };
  next();
};
