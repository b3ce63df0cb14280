import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { BarList } from './BarList.tsx';

const euros = (value: number, locale: string) =>
  `${new Intl.NumberFormat(locale, { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(value)}\u00a0EUR`;

const meta = {
  title: 'Charts/BarList',
  component: BarList,
  args: {
    title: 'Sales by game',
    description: 'Skins delivered in the period, at the price paid.',
    rows: [
      { key: 'csgo', label: 'CS2', value: 10_084.5, detail: '793 skins' },
      { key: 'dota2', label: 'Dota 2', value: 3810.62, detail: '358 skins' },
      { key: 'rust', label: 'Rust', value: 3211.43, detail: '301 skins' },
    ],
    formatValue: euros,
    labelHeader: 'Game',
    valueHeader: 'Revenue',
    emptyMessage: 'No sale in this period.',
  },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 480 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof BarList>;

export default meta;
type Story = StoryObj<typeof meta>;

export const ThreeGames: Story = {
  play: async ({ canvasElement }) => {
    const table = within(canvasElement).getByRole('table', { name: 'Sales by game' });
    const rows = within(table).getAllByRole('row');
    await expect(rows).toHaveLength(4);
    await expect(rows[1]).toHaveTextContent(/^CS210,084\.50.EUR793 skins$/);
    await expect(within(table).getByRole('rowheader', { name: 'Rust' })).toBeVisible();
  },
};

export const LongLabelsAndNumbers: Story = {
  name: 'Long labels and long numbers',
  args: {
    title: 'Sales by rarity',
    rows: [
      {
        key: 'covert',
        label: 'Covert (CS2), knives and gloves included',
        value: 123_456_789.12,
        detail: '1,234,567 skins',
      },
      { key: 'arcana', label: 'Arcana (Dota 2)', value: 98_765_432.1, detail: '98,765 skins' },
      { key: 'none', label: 'No rarity (Rust)', value: 0.5, detail: '1 skin' },
    ],
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(/^123,456,789\.12.EUR$/)).toBeVisible();
  },
};

export const InFrench: Story = {
  name: 'In French',
  globals: { locale: 'fr' },
  args: {
    title: 'Ventes par jeu',
    labelHeader: 'Jeu',
    valueHeader: 'Chiffre d’affaires',
    emptyMessage: 'Aucune vente.',
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(/^10.084,50.EUR$/)).toBeVisible();
  },
};

export const Empty: Story = {
  args: { rows: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('No sale in this period.')).toBeVisible();
    await expect(within(canvasElement).queryByRole('table')).toBeNull();
  },
};
