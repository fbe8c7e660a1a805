import { useCallback, useId, useRef, useState } from 'react';
import { useDismiss } from './use-dismiss';

/** Open/close state of a header pop-over: closes on Escape (focus back to its button) or an outside click. */
export function usePopover() {
  const [open, setOpen] = useState(false);
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const panelId = useId();

  const close = useCallback((byEscape: boolean) => {
    setOpen(false);
    if (byEscape) buttonRef.current?.focus();
  }, []);
  useDismiss(rootRef, open, close);

  return { open, setOpen, close, rootRef, buttonRef, panelId };
}
