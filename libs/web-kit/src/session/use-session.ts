import { useEffect } from 'react';
import { useStore } from '../store/create-store';
import { session, sessionStore, type SessionState } from './session-store';

/** `{ user, loading }`, the same in every microfrontend's React root. */
export function useSession(): SessionState {
  useEffect(() => {
    void session.start();
  }, []);
  return useStore(sessionStore);
}
