import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { BreakpointTable } from '../Foundations/Scales.tsx';
import { Box, Column, Columns, Inline, Panel, Stack } from './Box.tsx';

const meta = {
  title: 'Foundations/Layout atoms',
  component: Box,
  subcomponents: { Stack, Inline, Panel, Columns, Column },
  args: { children: 'A box' },
  parameters: {
    docs: {
      description: {
        component: [
          "Rows, stacks and panels come from the layout atoms, not from hand-written CSS: `Box` takes the theme's",
          'spacing, flex and surface values as props (one shared class per value, `src/ui/theme/sprinkles.css.ts`),',
          '`Stack` puts children one above the other, `Inline` side by side and wrapping, `Panel` frames a group,',
          "`Columns` and `Column` lay out a page's main and side columns. A responsive value takes the breakpoints",
          "below: `flexDirection={{ mobile: 'column', md: 'row' }}`.",
        ].join('\n'),
      },
    },
  },
} satisfies Meta<typeof Box>;

export default meta;
type Story = StoryObj<typeof meta>;

const Tile = ({ label }: { label: string }) => (
  <Box background="raised" borderRadius="md" paddingX="md" paddingY="sm">
    {label}
  </Box>
);

export const PanelWithStack: Story = {
  render: () => (
    <Panel as="section" aria-label="Order summary">
      <Stack gap="sm">
        <Tile label="AK-47 | Redline" />
        <Tile label="AWP | Asiimov" />
        <Tile label="Glock-18 | Fade" />
      </Stack>
    </Panel>
  ),
  play: async ({ canvasElement }) => {
    const section = within(canvasElement).getByRole('region', { name: 'Order summary' });
    await expect(getComputedStyle(section).borderTopStyle).toBe('solid');
    await expect(getComputedStyle(section.firstElementChild as Element).flexDirection).toBe('column');
  },
};

export const InlineThatWraps: Story = {
  render: () => (
    <Box style={{ maxWidth: 260 }}>
      <Inline as="ul" gap="xs" aria-label="Stickers">
        {['Crown (Foil)', 'Howling Dawn', 'iBUYPOWER (Holo)', 'Titan', 'Reason Gaming'].map((name) => (
          <Box as="li" key={name} background="raised" borderRadius="pill" paddingX="sm" paddingY="xxs">
            {name}
          </Box>
        ))}
      </Inline>
    </Box>
  ),
  play: async ({ canvasElement }) => {
    const list = within(canvasElement).getByRole('list', { name: 'Stickers' });
    await expect(getComputedStyle(list).flexWrap).toBe('wrap');
    await expect(within(list).getAllByRole('listitem')).toHaveLength(5);
  },
};

export const ResponsiveDirection: Story = {
  render: () => (
    <Box display="flex" flexDirection={{ mobile: 'column', md: 'row' }} gap="md">
      <Tile label="Image" />
      <Tile label="Name, price and Add to cart" />
    </Box>
  ),
};

export const MainAndSideColumns: Story = {
  render: () => (
    <Columns>
      <Column as="section" aria-label="Main column">
        <Panel>
          <Tile label="Order" />
        </Panel>
        <Panel>
          <Tile label="Skins" />
        </Panel>
      </Column>
      <Column as="section" aria-label="Side column">
        <Panel>
          <Tile label="Buyer" />
        </Panel>
      </Column>
    </Columns>
  ),
  play: async ({ canvasElement }) => {
    const side = within(canvasElement).getByRole('region', { name: 'Side column' });
    await expect(getComputedStyle(side.parentElement as Element).display).toBe('grid');
    await expect(getComputedStyle(side).flexDirection).toBe('column');
    // The side column may shrink below its content's width, so a long value cannot widen the page.
    await expect(getComputedStyle(side).minWidth).toBe('0px');
  },
};

export const Breakpoints: Story = { render: () => <BreakpointTable /> };
