import type { Request, Response } from 'express';
import { describe, expect, it, vi } from 'vitest';
import type { ProjectionProgress } from '../projection-progress/index.js';
import { readYourWrites } from './index.js';

const progress = (reached: boolean): ProjectionProgress & { waitForPosition: ReturnType<typeof vi.fn> } => ({
  position: () => 0,
  waitForPosition: vi.fn(async () => reached),
});

const call = async (
  handler: ReturnType<typeof readYourWrites>,
  { header, query }: { header?: string; query?: string },
) => {
  const headers: Record<string, string> = {};
  const req = {
    get: (name: string) => (name.toLowerCase() === 'x-min-position' ? header : undefined),
    query: query === undefined ? {} : { minPosition: query },
  } as unknown as Request;
  const res = { setHeader: (name: string, value: string) => (headers[name] = value) } as unknown as Response;
  let outcome: unknown = 'not called';
  await handler(req, res, (error?: unknown) => {
    outcome = error;
  });
  return { headers, outcome };
};

describe('readYourWrites', () => {
  it('given no position, when a read arrives, then it passes without waiting', async () => {
    const stub = progress(true);
    const { outcome, headers } = await call(readYourWrites(stub, 2000), {});
    expect(outcome).toBeUndefined();
    expect(stub.waitForPosition).not.toHaveBeenCalled();
    expect(headers).toEqual({});
  });

  it('given X-Min-Position, when the projections reach it, then the read waits for it and is not marked stale', async () => {
    const stub = progress(true);
    const { headers } = await call(readYourWrites(stub, 1500), { header: '42' });
    expect(stub.waitForPosition).toHaveBeenCalledWith(42, 1500);
    expect(headers).toEqual({});
  });

  it('given ?minPosition, when the wait times out, then the read goes on marked X-Read-Model-Stale', async () => {
    const stub = progress(false);
    const { outcome, headers } = await call(readYourWrites(stub, 10), { query: '9' });
    expect(stub.waitForPosition).toHaveBeenCalledWith(9, 10);
    expect(outcome).toBeUndefined();
    expect(headers).toEqual({ 'X-Read-Model-Stale': 'true' });
  });

  it.each(['abc', '-1', '1.5'])(
    'given the malformed position %s, when a read arrives, then it fails as a validation error',
    async (raw) => {
      await expect(call(readYourWrites(progress(true), 10), { header: raw })).rejects.toMatchObject({
        status: 400,
      });
    },
  );
});
