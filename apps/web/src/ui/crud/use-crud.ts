import { useCallback, useState } from 'react';
import type { RestResource } from '../../api/resource';
import { errorText } from './error-text';

/** The spec's error texts of one admin screen, e.g. 'Failed to fetch teams'. */
export interface CrudTexts {
  fetch: string;
  create: string;
  update: string;
  remove: string;
}

export interface CrudOptions {
  /**
   * A delete failure's banner text when the screen has its own (e.g. from a 409's `matchCount`); null for the default.
   */
  removeErrorText?: (error: unknown) => string | null;
}

/**
 * The list and the create/update/delete calls of one admin screen, with the red banner's text: a failed call shows the
 * server's text or the screen's own, the next successful call clears it. Each call answers whether it succeeded; the
 * list reloads after every change (the resource invalidates its queries).
 */
export function useCrud<T, Body>(resource: RestResource<T, Body>, texts: CrudTexts, options: CrudOptions = {}) {
  const list = resource.useList();
  const createMutation = resource.useCreate();
  const updateMutation = resource.useUpdate();
  const removeMutation = resource.useRemove();
  const [actionError, setActionError] = useState<string | null>(null);
  const [fetchErrorDismissedAt, setFetchErrorDismissedAt] = useState(0);
  const { removeErrorText } = options;

  const run = useCallback(
    async (call: () => Promise<unknown>, message: (error: unknown) => string): Promise<boolean> => {
      try {
        await call();
        setActionError(null);
        return true;
      } catch (error) {
        setActionError(message(error));
        return false;
      }
    },
    [],
  );

  const { mutateAsync: createAsync } = createMutation;
  const { mutateAsync: updateAsync } = updateMutation;
  const { mutateAsync: removeAsync } = removeMutation;
  const create = useCallback(
    (body: Body) =>
      run(
        () => createAsync(body),
        (e) => errorText(e, texts.create),
      ),
    [run, createAsync, texts.create],
  );
  const update = useCallback(
    (id: number, body: Body) =>
      run(
        () => updateAsync({ id, body }),
        (e) => errorText(e, texts.update),
      ),
    [run, updateAsync, texts.update],
  );
  const remove = useCallback(
    (id: number) =>
      run(
        () => removeAsync(id),
        (e) => removeErrorText?.(e) ?? errorText(e, texts.remove),
      ),
    [run, removeAsync, removeErrorText, texts.remove],
  );

  /** Create when `id` is null, else update: for forms that do both. */
  const save = useCallback(
    (id: number | null, body: Body) => (id === null ? create(body) : update(id, body)),
    [create, update],
  );

  const fetchError =
    list.error && list.errorUpdatedAt > fetchErrorDismissedAt ? errorText(list.error, texts.fetch) : null;
  const dismissError = useCallback(() => {
    setActionError(null);
    setFetchErrorDismissedAt(Date.now());
  }, []);

  const { refetch } = list;
  const reload = useCallback(() => void refetch(), [refetch]);

  return {
    /** The records; undefined when they could not be read (the banner says so). */
    items: list.data,
    loading: list.isPending,
    /** Reads the list again (a failed load's Retry), and whether it is doing so. */
    reload,
    reloading: list.isFetching,
    error: actionError ?? fetchError,
    dismissError,
    create,
    update,
    save,
    remove,
  };
}
