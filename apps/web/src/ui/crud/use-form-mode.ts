import { useCallback, useState } from 'react';

type Mode<Id> = { kind: 'list' } | { kind: 'create' } | { kind: 'edit'; id: Id };

/**
 * A screen's list / create / edit mode: one form at a time, so at most one record is being edited and opening
 * one form closes the other.
 */
export function useFormMode<Id = number>() {
  const [mode, setMode] = useState<Mode<Id>>({ kind: 'list' });
  const close = useCallback(() => setMode({ kind: 'list' }), []);
  const create = useCallback(() => setMode({ kind: 'create' }), []);
  const edit = useCallback((id: Id) => setMode({ kind: 'edit', id }), []);
  const toggleCreate = useCallback(
    () => setMode((m) => (m.kind === 'create' ? { kind: 'list' } : { kind: 'create' })),
    [],
  );
  return {
    creating: mode.kind === 'create',
    editingId: mode.kind === 'edit' ? mode.id : null,
    open: mode.kind !== 'list',
    close,
    create,
    edit,
    toggleCreate,
  };
}
