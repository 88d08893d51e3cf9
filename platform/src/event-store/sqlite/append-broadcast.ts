import { resolve } from 'node:path';
import { BroadcastChannel } from 'node:worker_threads';

/**
 * The in-process channel that announces each commit to a log file, from whichever thread wrote it (the writer
 * thread, or a store writing inline) to the stores every other thread of the process has open on that file: a
 * projections worker's subscriptions wake at the commit, without a hop through the HTTP thread's event loop
 * (busy under load) and without waiting for their poll. Other processes still find appends by polling.
 */
export const openAppendBroadcast = (file: string): BroadcastChannel => {
  const channel = new BroadcastChannel(`exam:sqlite-events-appended:${resolve(file)}`);
  // Never what keeps a thread alive.
  channel.unref();
  return channel;
};
