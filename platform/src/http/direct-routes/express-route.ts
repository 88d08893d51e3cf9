import type { ParsedUrlQuery } from 'node:querystring';
import type { Response, Router } from 'express';
import type { AuthGuards } from '../../auth/guards.js';
import { sendReply } from '../envelope.js';
import { pathParam } from '../path-param.js';
import { type DirectReply, type DirectRoute, isSerialized } from './direct-route.js';

/** A reply through express: a serialized one as a JSON string with its ETag (express then needs no hashing). */
const send = (res: Response, reply: DirectReply) => {
  if (!isSerialized(reply)) return sendReply(res, reply);
  res.status(reply.status).set(reply.headers).set('Content-Type', 'application/json; charset=utf-8');
  if (reply.etag) res.set('ETag', reply.etag);
  res.send(reply.json);
};

/** Serves a direct route in express as well (express parses the body; the guard resolves the caller). */
export const mountDirectRoute = (
  router: Router,
  route: DirectRoute,
  guards: Pick<AuthGuards, 'authenticate'> & Partial<Pick<AuthGuards, 'requireUser'>>,
): void => {
  const guard = route.caller === 'required' ? guards.requireUser : guards.authenticate;
  if (!guard) throw new Error(`${route.path} needs a signed-in caller: mount it with guards.requireUser`);
  const method = route.method.toLowerCase() as 'get' | 'post' | 'put' | 'delete';
  router[method](route.path, guard, async (req, res) => {
    const params = Object.fromEntries(Object.keys(req.params).map((name) => [name, pathParam(req, name)]));
    const reply = await route.handle({
      params,
      body: req.body,
      query: req.query as ParsedUrlQuery,
      headers: req.headers,
      principal: req.principal ?? null,
    });
    send(res, reply);
  });
};
