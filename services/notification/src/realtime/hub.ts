import type { TokenRevocation } from '@glow/service-kit';
import type { SeenEvents } from '../messaging/seen-events';
import type { Push } from './socket-types';

/** What consumers and readiness need from an attached Socket.IO server. */
export interface Hub {
  push(push: Push): void;
  /** Closes the sockets (on every instance) whose token the announcement revokes. */
  disconnectRevoked(revocation: TokenRevocation): Promise<number>;
  seen: SeenEvents;
  redisReachable(): Promise<boolean>;
}

// Keyed by service context, so several instances can run in one process (tests, embedded runner).
const hubs = new WeakMap<object, Hub>();

export function registerHub(ctx: object, hub: Hub): () => void {
  hubs.set(ctx, hub);
  return () => hubs.delete(ctx);
}

/** Throws while the server is not attached, so the bus retries the event (or another instance takes it). */
export function hubOf(ctx: object): Hub {
  const hub = hubs.get(ctx);
  if (!hub) throw new Error('socket server is not attached (starting or stopping)');
  return hub;
}
