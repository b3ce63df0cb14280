import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { MotionScale } from './Scales.tsx';

const meta = {
  title: 'Foundations/Motion',
  parameters: {
    docs: {
      description: {
        component: [
          'The durations and the easing of every transition (`vars.motion`), read from the theme this page is',
          'drawn with: `fast` for hover and press feedback, `normal` for things that appear (popovers, menus),',
          '`slow` for larger movements (a sheet). Every animation of the design system stops under',
          '`prefers-reduced-motion: reduce` (`media.reducedMotion`).',
        ].join('\n'),
      },
    },
  },
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

export const Durations: Story = {
  render: () => <MotionScale />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('img', { name: /^Easing curve cubic-bezier/ })).toBeVisible();
    const play = canvas.getByRole('button', { name: 'Play fast' });
    const dot = play.closest('tr')?.querySelector('[style*="transition"]');
    await userEvent.click(play);
    await expect(dot).toHaveAttribute('data-moved');
    await userEvent.click(play);
    await expect(dot).not.toHaveAttribute('data-moved');
  },
};
