import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { ColourPalette, ContrastTable } from './Colour.tsx';
import { colourPairs, colourRoles } from './colourUsage.ts';

const meta = {
  title: 'Foundations/Colour',
  parameters: {
    docs: {
      description: {
        component: [
          'The colours of the dark marketplace theme, read from the theme this page is drawn with',
          '(`src/ui/theme/darkTheme.css.ts` through the contract `vars`), so they cannot drift from it.',
          'Use a token, never a hex value: `vars.color.textMuted`, not `#9aa4bf`. A rarity colour that comes',
          'from the API goes in through `assignInlineVars`.',
          '',
          'The contrast table lists the pairs the components draw and computes each ratio; a pair under',
          'WCAG 2.2 AA (4.5:1 for text, 3:1 for large text and graphics) is flagged.',
        ].join('\n'),
      },
    },
    // The contrast samples show each pair as it is, including the ones the table flags as failing.
    a11y: { context: { exclude: ['[data-contrast-sample]'] } },
  },
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

export const Palette: Story = {
  render: () => <ColourPalette />,
  play: async ({ canvasElement }) => {
    const rows = within(canvasElement).getAllByRole('row').slice(1);
    const tokenRows = rows.filter((row) => row.querySelector('td'));
    await expect(tokenRows).toHaveLength(Object.keys(colourRoles).length);
    for (const row of tokenRows) await expect(row.querySelectorAll('td')[2]?.textContent).toMatch(/^(#|rgba?\()/);
  },
};

export const Contrast: Story = {
  render: () => <ContrastTable />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByText('cannot be computed')).toBeNull();
    const failing = canvasElement.querySelectorAll('tr[data-contrast="fails"]').length;
    const summary =
      failing === 0
        ? `All ${colourPairs.length} pairs reach WCAG AA.`
        : `${failing} of ${colourPairs.length} pairs are below WCAG AA (flagged).`;
    await expect(canvas.getByText(summary)).toBeVisible();
    await expect(canvas.getAllByText('Below AA')).toHaveLength(failing);
  },
};
