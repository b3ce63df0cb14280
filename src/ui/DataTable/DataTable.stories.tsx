import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { RouterProvider, type Selection, type SortDescriptor } from 'react-aria-components';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Badge } from '../Badge/Badge.tsx';
import { type DataColumn, DataTable, type DataTableProps } from './DataTable.tsx';

interface OrderRow {
  id: number;
  code: string;
  buyer: string;
  status: string;
  total: number;
}

const rows: OrderRow[] = [
  { id: 1057, code: 'K7QX-29FD', buyer: 'Camille Dubois', status: 'Offer declined', total: 34.12 },
  { id: 1049, code: 'M3TZ-88AB', buyer: 'Alex "Headshot" Martin', status: 'Delivered', total: 85.35 },
  { id: 1042, code: 'P9RW-41CE', buyer: 'NoScopeNina', status: 'Awaiting payment', total: 119.47 },
];

const columns: DataColumn<OrderRow>[] = [
  { id: 'code', header: 'Order', cell: (row) => row.code, isRowHeader: true },
  { id: 'buyer', header: 'Buyer', cell: (row) => row.buyer },
  { id: 'status', header: 'Status', cell: (row) => <Badge>{row.status}</Badge> },
  { id: 'total', header: 'Total', cell: (row) => `${row.total.toFixed(2)} EUR`, sortable: true, align: 'end' },
];

type Props = DataTableProps<OrderRow>;

/** Holds sort and page as a list page would hold them in its URL. */
function ListOfOrders(props: Props) {
  const [sort, setSort] = useState<SortDescriptor>(props.sort ?? { column: 'total', direction: 'descending' });
  const [page, setPage] = useState(props.page);
  const sorted = [...props.rows].sort((a, b) =>
    sort.direction === 'ascending' ? a.total - b.total : b.total - a.total,
  );
  return (
    <DataTable
      {...props}
      rows={sorted}
      sort={sort}
      onSortChange={(next) => {
        setSort(next);
        props.onSortChange?.(next);
      }}
      page={page}
      onPageChange={(next) => {
        setPage(next);
        props.onPageChange(next);
      }}
    />
  );
}

const meta = {
  title: 'Display/DataTable',
  component: DataTable<OrderRow>,
  args: {
    'aria-label': 'All orders',
    columns,
    rows,
    status: 'ready',
    emptyMessage: 'No order matches these filters.',
    page: 1,
    hasMore: false,
    onPageChange: fn(),
    onSortChange: fn(),
  },
  render: (args) => <ListOfOrders {...(args as Props)} />,
} satisfies Meta<typeof DataTable<OrderRow>>;

export default meta;
type Story = StoryObj<typeof meta>;

const rowHeaders = (canvasElement: HTMLElement) =>
  within(canvasElement)
    .getAllByRole('rowheader')
    .map((cell) => cell.textContent);

export const Ready: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(rowHeaders(canvasElement)).toEqual(['P9RW-41CE', 'M3TZ-88AB', 'K7QX-29FD']);
    await userEvent.click(canvas.getByRole('columnheader', { name: 'Total' }));
    await expect(args.onSortChange).toHaveBeenCalledWith({ column: 'total', direction: 'ascending' });
    await expect(rowHeaders(canvasElement)).toEqual(['K7QX-29FD', 'M3TZ-88AB', 'P9RW-41CE']);
    // One page only: no pager.
    await expect(canvas.queryByRole('navigation', { name: /^Pages/ })).not.toBeInTheDocument();
  },
};

/** The row of whatever has focus (a row, or a cell when a column was focused first). */
const focusedRowKey = () => document.activeElement?.closest('[role="row"]')?.getAttribute('data-key');

export const KeyboardNavigation: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.tab();
    await expect(within(canvasElement).getByRole('grid')).toContainElement(document.activeElement as HTMLElement);
    await expect(focusedRowKey()).toBe('1042');
    await userEvent.keyboard('{ArrowDown}');
    await expect(focusedRowKey()).toBe('1049');
    await userEvent.keyboard('{ArrowDown}');
    await expect(focusedRowKey()).toBe('1057');
    await userEvent.keyboard('{ArrowUp}');
    await expect(focusedRowKey()).toBe('1049');
  },
};

export const RowLinks: Story = {
  args: { rowHref: (row: OrderRow) => `/profile/admin/all-orders/${row.id}` },
  render: function Render(args) {
    const [opened, setOpened] = useState('');
    return (
      <RouterProvider navigate={setOpened}>
        <ListOfOrders {...(args as Props)} />
        <output aria-label="Opened">{opened}</output>
      </RouterProvider>
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('rowheader', { name: 'M3TZ-88AB' }));
    await expect(canvas.getByRole('status', { name: 'Opened' })).toHaveTextContent('/profile/admin/all-orders/1049');
  },
};

/** Rows picked for an action on several: one by one, or every row shown from the header's box. */
export const Selectable: Story = {
  render: function Render(args) {
    const [picked, setPicked] = useState<Selection>(new Set([1049]));
    const count = picked === 'all' ? rows.length : picked.size;
    return (
      <>
        <ListOfOrders {...(args as Props)} selection={{ selectedKeys: picked, onSelectionChange: setPicked }} />
        <output aria-label="Picked">{count}</output>
      </>
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const picked = canvas.getByRole('status', { name: 'Picked' });
    await expect(canvas.getByRole('row', { name: /M3TZ-88AB/ })).toHaveAttribute('aria-selected', 'true');
    await userEvent.click(within(canvas.getByRole('row', { name: /K7QX-29FD/ })).getByRole('checkbox'));
    await expect(picked).toHaveTextContent('2');
    await userEvent.click(canvas.getAllByRole('checkbox')[0] as HTMLElement);
    await expect(picked).toHaveTextContent('3');
    await userEvent.click(canvas.getAllByRole('checkbox')[0] as HTMLElement);
    await expect(picked).toHaveTextContent('0');
  },
};

export const Paged: Story = {
  args: { page: 2, hasMore: true },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Page 2')).toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: 'Next page' }));
    await expect(args.onPageChange).toHaveBeenCalledWith(3);
    await userEvent.click(canvas.getByRole('button', { name: 'Previous page' }));
    await expect(args.onPageChange).toHaveBeenCalledWith(2);
  },
};

export const LastPage: Story = {
  args: { page: 4, hasMore: false },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Next page' })).toBeDisabled();
  },
};

export const Empty: Story = {
  args: { rows: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('No order matches these filters.')).toBeInTheDocument();
  },
};

export const Loading: Story = {
  args: { rows: [], status: 'loading' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('progressbar', { name: 'Loading' })).toBeInTheDocument();
    await expect(within(canvasElement).getByRole('grid').parentElement).toHaveAttribute('aria-busy', 'true');
  },
};

export const Refreshing: Story = { args: { status: 'loading', page: 2, hasMore: true } };

export const LoadError: Story = {
  args: { status: 'error', errorMessage: 'You do not have permission to perform this action.', onRetry: fn() },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent('You do not have permission to perform this action.');
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await expect(args.onRetry).toHaveBeenCalled();
  },
};

export const LongContent: Story = {
  args: {
    rows: [
      {
        id: 1,
        code: 'LONG-0001',
        buyer: 'A buyer with a very long display name that goes on and on past the column width',
        status: 'Awaiting Steam Guard confirmation',
        total: 123456.78,
      },
    ],
  },
};

/** The table's own words (pager, retry, loading) in French; the columns are the caller's. */
export const French: Story = {
  args: { page: 2, hasMore: true },
  globals: { locale: 'fr' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // Named after its table, so that two tables on one page have pagers told apart.
    await expect(canvas.getByRole('navigation', { name: 'Pages de All orders' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Page suivante' })).toBeEnabled();
  },
};

export const FrenchLoadError: Story = {
  args: { status: 'error', errorMessage: undefined, onRetry: fn() },
  globals: { locale: 'fr' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Réessayer' })).toBeVisible();
  },
};
