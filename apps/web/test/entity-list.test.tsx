import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import type { EntityListProps } from '../src/ui/entity-list/entity-list';
import { EntityList } from '../src/ui/entity-list/entity-list';
import { renderRoutes } from './render-app';

interface Kit {
  id: number;
  name: string;
}

const props: Omit<EntityListProps<Kit>, 'items'> = {
  getKey: (kit) => kit.id,
  columns: [{ key: 'name', header: 'Name', render: (kit) => kit.name }],
  noun: 'kits',
  label: 'Kits',
  search: { placeholder: 'Search kits...', matches: (kit, query) => kit.name.toLowerCase().includes(query) },
  emptyText: { none: 'No kits available.' },
};

function renderList(items: readonly Kit[] | undefined) {
  const element = (
    <>
      <h1>Kits</h1>
      <EntityList {...props} items={items} />
    </>
  );
  return renderRoutes([{ path: '/', element }], '/');
}

describe('EntityList', () => {
  it("shows the empty text and 'Showing 0 of 0' for a list that was read and is empty", async () => {
    renderList([]);
    expect(await screen.findByText('No kits available.')).toBeInTheDocument();
    expect(screen.getByText('Showing 0 of 0 kits')).toBeInTheDocument();
  });

  it('shows nothing at all for a list that could not be read: no empty text, no count, no search box', async () => {
    renderList(undefined);
    expect(await screen.findByRole('heading', { name: 'Kits' })).toBeInTheDocument();
    expect(screen.queryByText('No kits available.')).not.toBeInTheDocument();
    expect(screen.queryByText(/Showing/)).not.toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: 'Search kits...' })).not.toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('shows the records it was given', async () => {
    renderList([{ id: 1, name: 'Home kit' }]);
    expect(await screen.findByRole('cell', { name: 'Home kit' })).toBeInTheDocument();
    expect(screen.getByText('Showing 1 of 1 kits')).toBeInTheDocument();
  });
});
