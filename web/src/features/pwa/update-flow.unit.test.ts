import { afterEach, describe, expect, it, vi } from 'vitest';
import { checkForUpdatesPeriodically, createUpdateFlow } from './update-flow';

const flowWithSpies = () => {
  const events: string[] = [];
  const flow = createUpdateFlow({
    activateWaitingWorker: async () => {
      events.push('skip-waiting');
    },
    reload: () => events.push('reload'),
  });
  return { flow, events };
};

describe('the new-version flow', () => {
  it('given a waiting worker, when the learner presses 再読み込み, then the worker is activated and the page reloads once it controls', async () => {
    const { flow, events } = flowWithSpies();
    await flow.requestReload();
    expect(events).toEqual(['skip-waiting']);
    flow.onControlling();
    expect(events).toEqual(['skip-waiting', 'reload']);
  });

  it('given the learner did not press 再読み込み, when a new worker takes control (another tab pressed it), then this page does not reload', () => {
    const { flow, events } = flowWithSpies();
    flow.onControlling();
    expect(events).toEqual([]);
    expect(flow.requested).toBe(false);
  });
});

describe('the periodic update check', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('given an open app, when each interval passes, then a new worker is asked for while online only, and stopping ends it', async () => {
    vi.useFakeTimers();
    let online = true;
    const update = vi.fn(async () => undefined as never);
    const stop = checkForUpdatesPeriodically({ update }, () => online, 1_000);
    vi.advanceTimersByTime(999);
    expect(update).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(update).toHaveBeenCalledTimes(1);
    online = false;
    vi.advanceTimersByTime(1_000);
    expect(update).toHaveBeenCalledTimes(1);
    online = true;
    stop();
    vi.advanceTimersByTime(5_000);
    expect(update).toHaveBeenCalledTimes(1);
  });

  it('given a failed check, then it is swallowed and retried at the next interval', async () => {
    vi.useFakeTimers();
    const update = vi.fn(() => Promise.reject(new Error('offline')));
    const stop = checkForUpdatesPeriodically({ update }, () => true, 1_000);
    vi.advanceTimersByTime(2_000);
    await Promise.resolve();
    expect(update).toHaveBeenCalledTimes(2);
    stop();
  });
});
