import type { BaseConfig, ServiceContext } from '@glow/service-kit';
import type { ResetConfig } from '../reset/reset-config';
import { MailWorker } from './mail-jobs';
import { createMailer } from './mailer';

// One worker per running service (several run in one process in tests and the embedded runner).
const workers = new WeakMap<ServiceContext, MailWorker>();

/** The service's mail worker, made on first use; `attach` starts it and stops it at shutdown. */
export function mailWorkerOf(ctx: ServiceContext<BaseConfig & ResetConfig>): MailWorker {
  let worker = workers.get(ctx as ServiceContext);
  if (!worker) {
    worker = new MailWorker(ctx.db.pool, createMailer(ctx.config, ctx.logger), ctx.config, ctx.logger);
    workers.set(ctx as ServiceContext, worker);
  }
  return worker;
}

export async function stopMailWorker(ctx: ServiceContext): Promise<void> {
  const worker = workers.get(ctx);
  workers.delete(ctx);
  await worker?.stop();
}
