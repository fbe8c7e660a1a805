import type { BrowserEvents, TokenClaims } from '@glow/contracts';
import type { Server, Socket } from 'socket.io';

export type BrowserEvent = keyof BrowserEvents;

/** One browser event for a set of rooms; a socket in several of them still gets it once. */
export type Push = {
  [E in BrowserEvent]: { event: E; rooms: string[]; payload: BrowserEvents[E] };
}[BrowserEvent];

export interface JoinRoomAnswer {
  ok: boolean;
  message?: string;
}

export type ServerToClientEvents = { [E in BrowserEvent]: (payload: BrowserEvents[E]) => void };

export interface ClientToServerEvents {
  joinRoom: (userId: unknown, ack?: (answer: JoinRoomAnswer) => void) => void;
}

export interface SocketData {
  user: TokenClaims;
}

export type NotificationServer = Server<
  ClientToServerEvents,
  ServerToClientEvents,
  Record<string, never>,
  SocketData
>;
export type NotificationSocket = Socket<
  ClientToServerEvents,
  ServerToClientEvents,
  Record<string, never>,
  SocketData
>;
