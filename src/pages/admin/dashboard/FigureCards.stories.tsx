import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { dashboardFixture } from './dashboard.fixtures.ts';
import { FigureCards } from './FigureCards.tsx';

const meta = {
  title: 'Back-office/Dashboard/Figure cards',
  component: FigureCards,
  args: { dashboard: dashboardFixture({ days: 7 }) },
} satisfies Meta<typeof FigureCards>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The figures' list and its cards, by their titles. */
async function figureCards(canvasElement: HTMLElement, name = 'Figures of the period') {
  const list = await within(canvasElement).findByRole('list', { name });
  return within(list)
    .getAllByRole('listitem')
    .filter((item) => item.parentElement === list);
}

export const SevenDays: Story = {
  name: 'Seven days',
  play: async ({ canvasElement }) => {
    const cards = await figureCards(canvasElement);
    await expect(cards).toHaveLength(6);
    await expect(cards[0]).toHaveTextContent(/^Revenue[\d,]+\.\d\d\sEUR/);
    await expect(cards[0]).toHaveTextContent('against');
    await expect(cards[0]).toHaveTextContent('(Nov 2, 2026 – Nov 8, 2026)');
    const byCurrency = within(canvasElement).getByRole('list', { name: 'Revenue as paid, by currency' });
    await expect(within(byCurrency).getAllByRole('listitem')).toHaveLength(3);
  },
};

export const Empty: Story = {
  name: 'Empty: a shop with no sale yet',
  args: { dashboard: dashboardFixture({ days: 7, empty: true }) },
  play: async ({ canvasElement }) => {
    const cards = await figureCards(canvasElement);
    await expect(cards[0]).toHaveTextContent(/^Revenue0\.00\sEUR/);
    await expect(cards[4]).toHaveTextContent('0 orders refunded');
    // No currency paid anything: no breakdown under the revenue.
    await expect(within(canvasElement).queryByRole('list', { name: 'Revenue as paid, by currency' })).toBeNull();
  },
};

export const Loading: Story = {
  args: { dashboard: undefined },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Loading the figures')).toBeInTheDocument();
    await expect(canvas.queryByRole('list', { name: 'Figures of the period' })).toBeNull();
  },
};

export const OneDay: Story = {
  name: 'One day',
  args: { dashboard: dashboardFixture({ days: 1 }) },
  play: async ({ canvasElement }) => {
    const cards = await figureCards(canvasElement);
    // The day before is one day: named alone, not as a range.
    await expect(cards[0]).toHaveTextContent('(Nov 14, 2026)');
  },
};

export const AYear: Story = {
  name: 'A year',
  args: { dashboard: dashboardFixture({ days: 365 }) },
  play: async ({ canvasElement }) => {
    const cards = await figureCards(canvasElement);
    await expect(cards[0]).toHaveTextContent('(Nov 16, 2024 – Nov 15, 2025)');
    await expect(cards[1]).toHaveTextContent(/^Orders paid\d{1,3}(,\d{3})+/);
  },
};

export const InFrench: Story = {
  name: 'In French',
  globals: { locale: 'fr' },
  play: async ({ canvasElement }) => {
    const cards = await figureCards(canvasElement, 'Chiffres de la période');
    await expect(cards[0]).toHaveTextContent(/^Chiffre d’affaires[\d\s\u202f]+,\d\d\sEUR/);
    await expect(cards[2]).toHaveTextContent('Panier moyen');
  },
};

export const LongNumbers: Story = {
  name: 'Long numbers',
  args: { dashboard: dashboardFixture({ days: 30, scale: 5000 }) },
  play: async ({ canvasElement }) => {
    const cards = await figureCards(canvasElement);
    await expect(cards[0]).toHaveTextContent(/^Revenue\d{1,3}(,\d{3}){2,}\.\d\d\sEUR/);
    // The longest figures wrap or fit: no card is wider than its box.
    for (const card of cards) await expect(card.scrollWidth).toBeLessThanOrEqual(card.clientWidth);
    // A headline amount wraps before its currency, never inside it: "EUR" is drawn on one line.
    for (const value of within(canvasElement).getAllByText(/\sEUR$/, { selector: 'p' })) {
      const text = value.firstChild as Text;
      const currency = document.createRange();
      currency.setStart(text, text.length - 3);
      currency.setEnd(text, text.length);
      await expect(currency.getClientRects()).toHaveLength(1);
    }
  },
};
