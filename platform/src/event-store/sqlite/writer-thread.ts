// Entry of an event store's writer thread: runs the append groups (and their fsyncs) off the caller's thread.
import { parentPort, workerData } from 'node:worker_threads';
import Database from 'better-sqlite3';
import { openAppendBroadcast } from './append-broadcast.js';
import { createAppendGroup } from './append-group.js';
import { applyConnectionPragmas } from './schema.js';
import { yieldToCallers } from './writer-priority.js';
import {
  type FromWriter,
  serializeAppendError,
  type ToWriter,
  toWrittenOutcome,
  type WriterSettings,
} from './writer-protocol.js';

const settings = workerData as WriterSettings;
const port = parentPort;
if (!port) throw new Error('writer-thread.js runs as a worker thread');

// The store's own thread created the schema before starting this one.
yieldToCallers();
const db = new Database(settings.file);
applyConnectionPragmas(db, settings.busyTimeoutMs);
const appendGroup = createAppendGroup(db);
// Wakes the subscriptions of the process's other threads as soon as a group is committed.
const appended = openAppendBroadcast(settings.file);

port.on('message', (message: ToWriter) => {
  if (message.type === 'close') {
    db.close();
    appended.close();
    port.close();
    return;
  }
  let reply: FromWriter;
  try {
    const outcomes = appendGroup(message.requests);
    if (outcomes.some((outcome) => 'result' in outcome)) appended.postMessage(null);
    reply = { type: 'appended', outcomes: outcomes.map(toWrittenOutcome) };
  } catch (error) {
    reply = { type: 'failed', error: serializeAppendError(error) };
  }
  port.postMessage(reply);
});
