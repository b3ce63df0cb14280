import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Link } from '../Link/Link.tsx';
import { Breadcrumb, Breadcrumbs } from './Breadcrumbs.tsx';

const meta = {
  title: 'Navigation/Breadcrumbs',
  component: Breadcrumbs,
  render: (args) => (
    <Breadcrumbs {...args}>
      <Breadcrumb>
        <Link href="#home">Home</Link>
      </Breadcrumb>
      <Breadcrumb>
        <Link href="#cs-store">Shop</Link>
      </Breadcrumb>
      <Breadcrumb>
        <Link>AK-47 | Redline (Field-Tested)</Link>
      </Breadcrumb>
    </Breadcrumbs>
  ),
} satisfies Meta<typeof Breadcrumbs>;

export default meta;
type Story = StoryObj<typeof meta>;

export const ProductPage: Story = {
  play: async ({ canvasElement }) => {
    const nav = within(canvasElement).getByRole('navigation', { name: 'Breadcrumbs' });
    await expect(within(nav).getByRole('link', { name: 'Home' })).toHaveAttribute('href', '#home');
    await expect(within(nav).getByRole('link', { name: 'AK-47 | Redline (Field-Tested)' })).toHaveAttribute(
      'aria-current',
      'page',
    );
  },
};
export const TwoLevels: Story = {
  render: (args) => (
    <Breadcrumbs {...args}>
      <Breadcrumb>
        <Link href="#home">Home</Link>
      </Breadcrumb>
      <Breadcrumb>
        <Link>Shopping Cart</Link>
      </Breadcrumb>
    </Breadcrumbs>
  ),
};
export const NarrowAndLong: Story = {
  decorators: [(Story) => <div style={{ maxWidth: 280 }}>{Story()}</div>],
};
