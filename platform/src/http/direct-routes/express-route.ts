import type { Router } from 'express';
import type { AuthGuards } from '../../auth/guards.js';
import { sendReply } from '../envelope.js';
import { pathParam } from '../path-param.js';
import type { DirectRoute } from './direct-route.js';

/** Serves a direct route in express as well (express parses the body; the guard resolves the caller). */
export const mountDirectRoute = (
  router: Router,
  route: DirectRoute,
  guards: Pick<AuthGuards, 'authenticate' | 'requireUser'>,
): void => {
  const method = route.method.toLowerCase() as 'post' | 'put' | 'delete';
  router[method](
    route.path,
    route.caller === 'required' ? guards.requireUser : guards.authenticate,
    async (req, res) => {
      const params = Object.fromEntries(Object.keys(req.params).map((name) => [name, pathParam(req, name)]));
      const reply = await route.handle({
        params,
        body: req.body,
        headers: req.headers,
        principal: req.principal ?? null,
      });
      sendReply(res, reply);
    },
  );
};
