import { useCallback, useState } from 'react';

/** How far the form's files have gone up; `null` while nothing is being sent. */
export function useUploadProgress() {
  const [percent, setPercent] = useState<number | null>(null);
  const start = useCallback(() => setPercent(0), []);
  const stop = useCallback(() => setPercent(null), []);
  return { percent, start, stop, report: setPercent };
}
