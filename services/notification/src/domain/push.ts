import type { BrowserEvents } from '@glow/contracts';

export type BrowserEvent = keyof BrowserEvents;

/** One browser event for a set of rooms; a socket in several of them still gets it once. */
export type Push = {
  [E in BrowserEvent]: { event: E; rooms: string[]; payload: BrowserEvents[E] };
}[BrowserEvent];
