import { getPriority, setPriority } from 'node:os';

/** How much nicer than the process the writer thread runs, on Linux (higher yields more). */
export const WRITER_NICE = 5;

/**
 * Lowers the calling thread's scheduling priority, on Linux only. Why: the writer wakes for every group its
 * caller hands over, and at the same priority the kernel let it take the core of the HTTP thread that had just
 * woken it (at full load on 2 cores, a 27 µs postMessage took 335-470 µs of that thread's time on average). At
 * nice 5 it runs on the other core or after its waker's slice; its own work is short (one group, then the fsync's
 * wait), so commits are not delayed for long. On Linux a nice value belongs to the thread (setpriority with 0
 * is the calling thread); elsewhere it would lower the whole process, so nothing changes there.
 */
export const yieldToCallers = (nicer = WRITER_NICE): boolean => {
  if (process.platform !== 'linux') return false;
  try {
    setPriority(0, Math.min(19, getPriority(0) + nicer));
    return true;
  } catch {
    // Refused (a sandbox without setpriority): the writer keeps the process's priority.
    return false;
  }
};
