import type { ReactNode } from 'react';
import type { TitleOrder } from '@mantine/core';
import { Button, Group } from '@mantine/core';
import type { z } from 'zod';
import type { RestResource } from '../../api/resource';
import { ConfirmDialog } from '../confirm-dialog';
import type { EntityListProps } from '../entity-list/entity-list';
import { EntityList } from '../entity-list/entity-list';
import { LoadingText } from '../loading-text';
import { useConfirm } from '../use-confirm';
import { CrudScreen, subOrder } from './crud-screen';
import type { FieldSpec, FormValues } from './record-form';
import { RecordForm } from './record-form';
import { RowActions } from './row-actions';
import type { CrudTexts } from './use-crud';
import { useCrud } from './use-crud';
import { useFormMode } from './use-form-mode';
import { t } from '../../i18n/i18n';

export interface CrudPageTexts<T> extends CrudTexts {
  /** The delete question, word for word from the spec. */
  confirmDelete: (item: T) => string;
  /** Shown while the list loads. @default 'Loading...' */
  loading?: string;
}

export interface CrudPageForm<T, Body, V extends FormValues> {
  fields: readonly FieldSpec<V>[];
  /** The request body's schema from @touchline/domain. */
  schema: z.ZodType<Body>;
  toBody?: (values: V) => unknown;
  empty: V;
  /** Editing copies the record into the form. */
  fromRecord: (item: T) => V;
  /** Fields side by side on wide screens. */
  columns?: number;
}

export interface CrudPageProps<T, Body, V extends FormValues> {
  title: string;
  titleOrder?: TitleOrder;
  resource: RestResource<T, Body>;
  texts: CrudPageTexts<T>;
  /** A delete failure's own banner text (null: the default). */
  removeErrorText?: (error: unknown) => string | null;
  getId: (item: T) => number;
  form: CrudPageForm<T, Body, V>;
  /**
   * The button that opens the create form and what it does while a form is open: `toggle` turns it into Cancel (the
   * form above the list then has no Cancel of its own); `hide` hides it (the form has Cancel).
   */
  create: { button: string; whileOpen: 'toggle' | 'hide'; title: string; submit: string };
  /** `inline`: the row becomes the editor (with Cancel); `top`: the form above the list edits the record. */
  edit: { placement: 'inline' | 'top'; title?: string; label: (item: T) => string; submit: string };
  /** Icon buttons named per record instead of Edit / Delete text buttons. */
  iconActions?: { edit: (item: T) => string; remove: (item: T) => string };
  list: Omit<EntityListProps<T>, 'items' | 'getKey' | 'renderActions' | 'renderEditor'>;
  /** More buttons of a record, after its Edit and Delete (e.g. 'Export data'). */
  moreActions?: (item: T) => ReactNode;
  /** Shown under the heading and red banner, above the form and list: a screen's own banners and dialogs. */
  notice?: ReactNode;
  /** A 'Retry' button in place of the list when it could not be read, where the spec has one (seasons). */
  retryLoad?: boolean;
}

/**
 * An admin screen for one REST collection: heading, the create button, a create/edit form, the shared list with each
 * record's Edit and Delete, the spec's delete question, and the red banner for failures. One form at a time; the list
 * reloads after every change. Each screen passes its own fields, texts and columns.
 */
export function CrudPage<T, Body, V extends FormValues>(props: CrudPageProps<T, Body, V>) {
  const {
    title,
    titleOrder = 1,
    resource,
    texts,
    removeErrorText,
    getId,
    form,
    create,
    edit,
    iconActions,
    list,
    moreActions,
    notice,
    retryLoad,
  } = props;
  const crud = useCrud(resource, texts, { removeErrorText });
  const mode = useFormMode();
  const confirm = useConfirm(texts.confirmDelete, (item: T) => crud.remove(getId(item)));
  const editingOnTop =
    edit.placement === 'top' ? (crud.items?.find((item) => getId(item) === mode.editingId) ?? null) : null;
  const topFormOpen = mode.creating || editingOnTop !== null;

  const common = {
    fields: form.fields,
    schema: form.schema,
    toBody: form.toBody,
    columns: form.columns,
    titleOrder: subOrder(titleOrder),
  };
  const toolbar =
    create.whileOpen === 'toggle' ? (
      <Button
        variant={topFormOpen ? 'default' : 'filled'}
        aria-expanded={topFormOpen}
        onClick={topFormOpen ? mode.close : mode.create}
      >
        {topFormOpen ? t('Cancel') : create.button}
      </Button>
    ) : (
      !topFormOpen && <Button onClick={mode.create}>{create.button}</Button>
    );

  return (
    <CrudScreen
      title={title}
      titleOrder={titleOrder}
      error={crud.error}
      onDismissError={crud.dismissError}
      toolbar={toolbar}
    >
      {notice}
      {topFormOpen && (
        <RecordForm
          {...common}
          key={editingOnTop ? getId(editingOnTop) : 'new'}
          framed
          label={editingOnTop ? edit.label(editingOnTop) : create.title}
          title={editingOnTop ? edit.title : create.title}
          initialValues={editingOnTop ? form.fromRecord(editingOnTop) : form.empty}
          submitLabel={editingOnTop ? edit.submit : create.submit}
          onCancel={create.whileOpen === 'hide' ? mode.close : undefined}
          onSubmit={async (body) => (await crud.save(editingOnTop ? getId(editingOnTop) : null, body)) && mode.close()}
        />
      )}
      {crud.loading ? (
        <LoadingText text={texts.loading} />
      ) : crud.items === undefined && retryLoad ? (
        <Group>
          <Button variant="light" onClick={crud.reload} loading={crud.reloading}>
            {t('Retry')}
          </Button>
        </Group>
      ) : (
        <EntityList
          {...list}
          items={crud.items}
          getKey={getId}
          renderActions={(item) => (
            <RowActions
              variant={iconActions ? 'icon' : 'text'}
              editLabel={iconActions?.edit(item)}
              deleteLabel={iconActions?.remove(item)}
              onEdit={() => mode.edit(getId(item))}
              onDelete={() => confirm.ask(item)}
            >
              {moreActions?.(item)}
            </RowActions>
          )}
          renderEditor={
            edit.placement === 'inline'
              ? (item) =>
                  mode.editingId === getId(item) ? (
                    <RecordForm
                      {...common}
                      label={edit.label(item)}
                      title={edit.title}
                      initialValues={form.fromRecord(item)}
                      submitLabel={edit.submit}
                      onCancel={mode.close}
                      onSubmit={async (body) => (await crud.update(getId(item), body)) && mode.close()}
                    />
                  ) : null
              : undefined
          }
        />
      )}
      <ConfirmDialog {...confirm.dialogProps} />
    </CrudScreen>
  );
}
