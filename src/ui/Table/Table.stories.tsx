import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import type { SortDescriptor } from 'react-aria-components';
import { expect, userEvent, within } from 'storybook/test';
import { Badge } from '../Badge/Badge.tsx';
import { Cell, Column, Row, Table, TableBody, TableHeader, type TableProps } from './Table.tsx';

type Order = {
  id: number;
  status: 'Delivered' | 'Awaiting payment' | 'Offer declined';
  skins: number;
  date: string;
  total: number;
};

const orders: Order[] = [
  { id: 1042, status: 'Delivered', skins: 3, date: '2026-11-02', total: 119.47 },
  { id: 1057, status: 'Awaiting payment', skins: 1, date: '2026-11-18', total: 34.12 },
  { id: 1049, status: 'Offer declined', skins: 2, date: '2026-11-10', total: 85.35 },
];

const statusTone = { Delivered: 'success', 'Awaiting payment': 'warning', 'Offer declined': 'danger' } as const;

function OrdersTable({ rows, ...props }: TableProps & { rows: Order[] }) {
  const [sortDescriptor, setSortDescriptor] = useState<SortDescriptor>({ column: 'date', direction: 'descending' });
  const sorted = [...rows].sort((a, b) => {
    const key = sortDescriptor.column as 'id' | 'date' | 'total';
    const order = a[key] < b[key] ? -1 : a[key] > b[key] ? 1 : 0;
    return sortDescriptor.direction === 'descending' ? -order : order;
  });
  return (
    <Table {...props} sortDescriptor={sortDescriptor} onSortChange={setSortDescriptor}>
      <TableHeader>
        <Column id="id" isRowHeader allowsSorting>
          ID
        </Column>
        <Column id="status">Order status</Column>
        <Column id="skins">Skins</Column>
        <Column id="date" allowsSorting>
          Date
        </Column>
        <Column id="total" allowsSorting>
          Total
        </Column>
      </TableHeader>
      <TableBody items={sorted} emptyState="You have no orders yet.">
        {(order) => (
          <Row id={order.id}>
            <Cell>#{order.id}</Cell>
            <Cell>
              <Badge tone={statusTone[order.status]}>{order.status}</Badge>
            </Cell>
            <Cell>{order.skins}</Cell>
            <Cell>{order.date}</Cell>
            <Cell>{order.total.toFixed(2)} EUR</Cell>
          </Row>
        )}
      </TableBody>
    </Table>
  );
}

const meta = {
  title: 'Display/Table',
  component: Table,
  args: { 'aria-label': 'My orders' },
  render: (args) => <OrdersTable {...args} rows={orders} />,
} satisfies Meta<typeof Table>;

export default meta;
type Story = StoryObj<typeof meta>;

const firstColumnValues = (canvasElement: HTMLElement) =>
  within(canvasElement)
    .getAllByRole('rowheader')
    .map((cell) => cell.textContent);

export const Orders: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('columnheader', { name: 'Date' })).toHaveAttribute('aria-sort', 'descending');
    await expect(firstColumnValues(canvasElement)).toEqual(['#1057', '#1049', '#1042']);
    await userEvent.click(canvas.getByRole('columnheader', { name: 'Total' }));
    await expect(canvas.getByRole('columnheader', { name: 'Total' })).toHaveAttribute('aria-sort', 'ascending');
    await expect(firstColumnValues(canvasElement)).toEqual(['#1057', '#1049', '#1042']);
    await userEvent.click(canvas.getByRole('columnheader', { name: 'ID' }));
    await expect(firstColumnValues(canvasElement)).toEqual(['#1042', '#1049', '#1057']);
    await userEvent.click(canvas.getByRole('columnheader', { name: 'ID' }));
    await expect(firstColumnValues(canvasElement)).toEqual(['#1057', '#1049', '#1042']);
  },
};
export const Empty: Story = {
  render: (args) => <OrdersTable {...args} rows={[]} />,
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('You have no orders yet.')).toBeInTheDocument();
  },
};
export const SingleRow: Story = { render: (args) => <OrdersTable {...args} rows={orders.slice(0, 1)} /> };
export const Selectable: Story = {
  args: { selectionMode: 'single', defaultSelectedKeys: [1049] },
  play: async ({ canvasElement }) => {
    const row = within(canvasElement).getByRole('row', { name: /#1042/ });
    await userEvent.click(row);
    await expect(row).toHaveAttribute('aria-selected', 'true');
  },
};
