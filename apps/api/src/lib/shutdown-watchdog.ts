import { Worker } from 'node:worker_threads';

/**
 * Ends this process with SIGKILL after `ms`, from a thread of its own: the one exit that still happens when the
 * main thread is stuck (a synchronous write to a full pipe, a loop), where no timer of its own would fire. The
 * thread does not keep the process alive.
 */
export function killAfter(ms: number): void {
  const watchdog = new Worker(
    `const { workerData } = require('node:worker_threads');
     setTimeout(() => process.kill(workerData.pid, 'SIGKILL'), workerData.ms);`,
    { eval: true, workerData: { pid: process.pid, ms } },
  );
  watchdog.unref();
}
