import type { TokenRevocation } from '@glow/service-kit';
import type { SeenEvents } from '../data/seen-events';
import type { Push } from './push';

/** What consumers and readiness need from an attached Socket.IO server. */
export interface AttachedHub {
  push(push: Push): void;
  /** Closes the sockets (on every instance) whose token the announcement revokes. */
  disconnectRevoked(revocation: TokenRevocation): Promise<number>;
  seen: SeenEvents;
  redisReachable(): Promise<boolean>;
}

/**
 * The service's socket server as a dependency: made with the service, filled while the server is
 * attached. Consumers run before `attach` and after the detach, so in between they are told to wait.
 */
export class Hub {
  private attached: AttachedHub | undefined;

  /** Answers the detach: afterwards the hub is empty again. */
  attach(hub: AttachedHub): () => void {
    this.attached = hub;
    return () => {
      if (this.attached === hub) this.attached = undefined;
    };
  }

  /** Throws while the server is not attached, so the bus retries the event (or another instance takes it). */
  current(): AttachedHub {
    if (!this.attached) throw new Error('socket server is not attached (starting or stopping)');
    return this.attached;
  }
}
