import { useEffect, useState } from 'react';
import { createStore, useStore } from '../store/create-store';

// The shell always mounts a toaster and the admin area mounts its own: the latest one mounted
// shows the toasts, so none appears twice.
const stack = createStore<readonly number[]>([]);
let nextId = 1;

export function useIsActiveToaster(): boolean {
  const [id] = useState(() => nextId++);
  useEffect(() => {
    stack.set((ids) => [...ids, id]);
    return () => stack.set((ids) => ids.filter((other) => other !== id));
  }, [id]);
  return useStore(stack).at(-1) === id;
}
