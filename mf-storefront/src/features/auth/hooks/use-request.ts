import { useCallback, useState } from 'react';

/** Runs one API call at a time for a form: pending while it runs, the error's text when it fails. */
export function useRequest<I, O>(call: (input: I) => Promise<O>, defaultMessage: string) {
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const run = useCallback(
    async (input: I): Promise<O | undefined> => {
      setPending(true);
      setError(null);
      try {
        return await call(input);
      } catch (failure) {
        setError(failure instanceof Error && failure.message ? failure.message : defaultMessage);
        return undefined;
      } finally {
        setPending(false);
      }
    },
    [call, defaultMessage],
  );

  return { run, pending, error, setError };
}
