import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Link } from '../Link/Link.tsx';
import { Breadcrumb, Breadcrumbs } from './Breadcrumbs.tsx';

const meta = {
  title: 'Navigation/Breadcrumbs',
  component: Breadcrumbs,
  args: {
    children: (
      <>
        <Breadcrumb>
          <Link href="#home">Home</Link>
        </Breadcrumb>
        <Breadcrumb>
          <Link href="#cs-store">Shop</Link>
        </Breadcrumb>
        <Breadcrumb isCurrent>AK-47 | Redline (Field-Tested)</Breadcrumb>
      </>
    ),
  },
} satisfies Meta<typeof Breadcrumbs>;

export default meta;
type Story = StoryObj<typeof meta>;

export const ProductPage: Story = {
  play: async ({ canvasElement }) => {
    const nav = within(within(canvasElement).getByRole('navigation', { name: 'Breadcrumbs' }));
    await expect(nav.getAllByRole('listitem')).toHaveLength(3);
    await expect(nav.getByRole('link', { name: 'Home' })).toHaveAttribute('href', '#home');
    // The current page is named, not linked to itself.
    await expect(nav.queryByRole('link', { name: /AK-47/ })).toBeNull();
    await expect(nav.getByText('AK-47 | Redline (Field-Tested)')).toHaveAttribute('aria-current', 'page');
  },
};
export const TwoLevels: Story = {
  args: {
    children: (
      <>
        <Breadcrumb>
          <Link href="#home">Home</Link>
        </Breadcrumb>
        <Breadcrumb isCurrent>Shopping Cart</Breadcrumb>
      </>
    ),
  },
};
export const NarrowAndLong: Story = {
  decorators: [(Story) => <div style={{ maxWidth: 280 }}>{Story()}</div>],
};
