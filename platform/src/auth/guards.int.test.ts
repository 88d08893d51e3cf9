import express from 'express';
import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { errorHandler } from '../http/index.js';
import { createLogger } from '../logging/index.js';
import { createAuthGuards } from './guards.js';
import { staticTokenAuthenticator } from './static-token.js';

const app = () => {
  const guards = createAuthGuards(staticTokenAuthenticator('admin-token-for-tests'));
  const server = express();
  server.get('/open', guards.authenticate, (req, res) => res.json({ principal: req.principal ?? null }));
  server.get('/user', guards.requireUser, (_req, res) => res.json({ ok: true }));
  server.get('/admin', guards.requireAdmin, (_req, res) => res.json({ ok: true }));
  server.use(errorHandler(createLogger({ LOG_LEVEL: 'silent' })));
  return server;
};

describe('auth guards', () => {
  it('given no token, then open routes see an anonymous caller and guarded routes answer 401', async () => {
    expect((await request(app()).get('/open')).body).toEqual({ principal: null });
    const user = await request(app()).get('/user');
    expect(user.status).toBe(401);
    expect(user.body).toMatchObject({ success: false, code: 'UNAUTHORIZED' });
    expect((await request(app()).get('/admin')).status).toBe(401);
  });

  it('given a wrong token, then the caller stays anonymous', async () => {
    const response = await request(app()).get('/admin').set('Authorization', 'Bearer nope');
    expect(response.status).toBe(401);
  });

  it('given the administrator token, then every guard lets the caller through', async () => {
    const auth = { Authorization: 'Bearer admin-token-for-tests' };
    expect((await request(app()).get('/open').set(auth)).body.principal).toMatchObject({
      userId: 'operator',
      isAdmin: true,
    });
    expect((await request(app()).get('/user').set(auth)).status).toBe(200);
    expect((await request(app()).get('/admin').set(auth)).status).toBe(200);
  });

  it('given a learner, then administrator routes answer 403', async () => {
    const guards = createAuthGuards(async () => ({ userId: 'u1', username: 'learner', isAdmin: false }));
    const server = express();
    server.get('/admin', guards.requireAdmin, (_req, res) => res.json({ ok: true }));
    server.use(errorHandler(createLogger({ LOG_LEVEL: 'silent' })));
    const response = await request(server).get('/admin').set('Authorization', 'Bearer learner');
    expect(response.status).toBe(403);
    expect(response.body).toMatchObject({ success: false, code: 'FORBIDDEN' });
  });
});
