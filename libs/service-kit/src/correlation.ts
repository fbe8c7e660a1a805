import { AsyncLocalStorage } from 'node:async_hooks';

/**
 * The correlation id of the work in progress: the request id while a request is handled, the
 * consumed event's correlationId while a consumer runs. Events written meanwhile carry it, and
 * log lines show it, so one id follows a user's action across services.
 */
const storage = new AsyncLocalStorage<{ correlationId: string }>();

export function withCorrelationId<T>(correlationId: string, work: () => T): T {
  return storage.run({ correlationId }, work);
}

export function currentCorrelationId(): string | undefined {
  return storage.getStore()?.correlationId;
}
