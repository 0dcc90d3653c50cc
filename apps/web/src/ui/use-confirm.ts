import { useCallback, useState } from 'react';

/**
 * State for one ConfirmDialog: `ask(item)` opens it for an item, `dialogProps` spreads onto the dialog.
 * `run(item)` is called on confirm; the dialog stays open, busy, until it settles.
 */
export function useConfirm<T>(message: (item: T) => string, run: (item: T) => Promise<unknown>) {
  const [item, setItem] = useState<T | null>(null);
  const [busy, setBusy] = useState(false);
  const ask = useCallback((next: T) => setItem(next), []);
  const onCancel = useCallback(() => setItem(null), []);
  const onConfirm = useCallback(async () => {
    if (item === null) return;
    setBusy(true);
    try {
      await run(item);
    } finally {
      setBusy(false);
      setItem(null);
    }
  }, [item, run]);
  return {
    ask,
    dialogProps: { opened: item !== null, message: item === null ? '' : message(item), busy, onCancel, onConfirm },
  };
}
