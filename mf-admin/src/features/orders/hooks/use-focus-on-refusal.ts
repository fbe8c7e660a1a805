import { useEffect, useState, type RefObject } from 'react';

/**
 * A dialog's refused submissions: after each, the first field in error (`aria-invalid="true"`)
 * inside `form` takes the focus. Call the answer's `refuse()` when a submission is refused.
 */
export function useFocusOnRefusal(form: RefObject<HTMLElement | null>) {
  // Counts refused submissions, so a second refusal moves the focus again.
  const [refusals, setRefusals] = useState(0);
  useEffect(() => {
    if (refusals > 0) form.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [form, refusals]);
  return { refuse: () => setRefusals((count) => count + 1) };
}
