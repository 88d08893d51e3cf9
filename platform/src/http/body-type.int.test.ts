import express from 'express';
import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { refuseUnreadableBodies } from './body-type.js';
import { errorHandler } from './error-handler.js';

const app = () => {
  const server = express();
  server.use('/hook', express.raw({ type: '*/*' }));
  server.use(refuseUnreadableBodies);
  server.use(express.json());
  server.all('/{*any}', (req, res) => res.json({ success: true, data: req.body ?? null }));
  server.use(errorHandler({ error: () => {} } as never));
  return server;
};

describe('refuseUnreadableBodies', () => {
  it.each([
    ['application/x-www-form-urlencoded', 'title=x'],
    ['text/plain', '{"title":"x"}'],
    ['application/xml', '<title>x</title>'],
  ])(
    'given a %s body on a write, then 415 UNSUPPORTED_MEDIA_TYPE (not a silently empty body)',
    async (type, body) => {
      const response = await request(app()).post('/sets').set('Content-Type', type).send(body);
      expect(response.status).toBe(415);
      expect(response.body).toMatchObject({ success: false, code: 'UNSUPPORTED_MEDIA_TYPE' });
    },
  );

  it('given JSON, multipart, an empty body, a read or a raw-read webhook, then the request goes on', async () => {
    expect((await request(app()).post('/sets').send({ title: 'x' })).body.data).toEqual({ title: 'x' });
    expect((await request(app()).post('/upload').attach('image', Buffer.from('png'), 'a.png')).status).toBe(
      200,
    );
    expect((await request(app()).post('/sets/1/reset')).status).toBe(200);
    expect((await request(app()).delete('/sets/1')).status).toBe(200);
    expect((await request(app()).get('/sets').set('Content-Type', 'text/plain')).status).toBe(200);
    expect((await request(app()).post('/hook').set('Content-Type', 'text/plain').send('signed')).status).toBe(
      200,
    );
  });
});
