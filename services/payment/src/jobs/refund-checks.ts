import { PeriodicJob, type Logger } from '@glow/service-kit';
import type { RefundDesk } from '../domain/refund-desk';

/** Asks the providers about refunds they accepted but have not confirmed yet (each less often as it ages). */
export class RefundChecks {
  private readonly job: PeriodicJob;

  constructor(desk: RefundDesk, intervalMs: number, logger: Logger) {
    this.job = new PeriodicJob('refund checks', intervalMs, () => desk.checkPending(), logger);
  }

  start = () => this.job.start();
  runNow = () => this.job.runNow();
  stop = () => this.job.stop();
}
