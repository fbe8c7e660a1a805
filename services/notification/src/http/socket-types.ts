import type { BrowserEvents, TokenClaims } from '@glow/contracts';
import type { Server, Socket } from 'socket.io';
import type { BrowserEvent } from '../domain/push';

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
