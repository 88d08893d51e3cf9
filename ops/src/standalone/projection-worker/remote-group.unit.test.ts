import { describe, expect, it } from 'vitest';
import { RemoteGroup } from './remote-group.js';

describe('RemoteGroup (the main thread view of a worker group)', () => {
  it('given waiters, when commits are reported, then each is answered once its position is passed', async () => {
    const group = new RemoteGroup();
    group.running(3);
    const early = group.waitForPosition(2, 1_000);
    const later = group.waitForPosition(7, 1_000);

    group.committedTo(5, true);

    expect(await early).toBe(true);
    expect(group.position()).toBe(5);
    group.committedTo(7, false);
    expect(await later).toBe(true);
    expect(group.status()).toBe('running');
  });

  it("given commit listeners, then each hears the position and the worker's commit time", () => {
    const group = new RemoteGroup();
    const heard: Array<[number, number]> = [];
    const stop = group.onCommitted((position, at) => heard.push([position, at]));
    group.committedTo(4, true, 1234.5);
    stop();
    group.committedTo(5, true, 1300);
    expect(heard).toEqual([[4, 1234.5]]);
  });

  it('given commits with and without writes, then the version moves only with writes', () => {
    const group = new RemoteGroup();
    group.running(0);
    group.committedTo(1, false);
    expect(group.version()).toBe(0);
    group.committedTo(2, true);
    group.committedTo(3, false);
    expect(group.version()).toBe(1);
  });

  it('given a failure, then pending and later waits answer false and the error is kept', async () => {
    const group = new RemoteGroup();
    group.running(1);
    const pending = group.waitForPosition(9, 5_000);

    group.failed(new Error('projection broke'));

    expect(await pending).toBe(false);
    expect(await group.waitForPosition(9, 5_000)).toBe(false);
    expect(group.status()).toBe('failed');
    expect(group.failure()?.message).toBe('projection broke');
    group.stopped();
    expect(group.status()).toBe('failed');
  });

  it('given a wait that is not reached in time, then it answers false', async () => {
    const group = new RemoteGroup();
    group.running(1);
    expect(await group.waitForPosition(2, 10)).toBe(false);
  });
});
