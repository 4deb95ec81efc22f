import { MemoryQueue } from '../../apps/api/src/queue/index.ts';
import type { JobData, SendOptions } from '../../apps/api/src/queue/types.ts';

/**
 * The in-process queue, holding what timed work queues until `release()`: sending e-mails is the queue's work, not
 * the timed work's, and run at once it wrote to the outbox (sent_at) alongside the timing (bench:replies, and in
 * bench:scale the alert's 23,000 instant e-mails were sent during the sweep timed after it).
 */
export class HeldQueue extends MemoryQueue {
  readonly held: [string, JobData, SendOptions | undefined][] = [];
  holding = true;
  override async send(name: string, data: JobData, options?: SendOptions): Promise<void> {
    if (this.holding) this.held.push([name, data, options]);
    else await super.send(name, data, options);
  }
  async release(): Promise<void> {
    this.holding = false;
    for (const [name, data, options] of this.held.splice(0)) await super.send(name, data, options);
  }
}
