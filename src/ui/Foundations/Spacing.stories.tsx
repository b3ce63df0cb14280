import type { Meta, StoryObj } from '@storybook/react-vite';
import { RadiusScale, ShadowScale, SpacingScale } from './Scales.tsx';

const meta = {
  title: 'Foundations/Spacing, radii and shadows',
  parameters: {
    docs: {
      description: {
        component: [
          'The spacing scale (`vars.space`), the corner radii (`vars.radius`), the shadows (`vars.shadow`) and the',
          'stacking layers (`vars.zIndex`), read from the theme this page is drawn with. Space things with the',
          'layout atoms (`gap`, `padding` on `Box`, `Stack`, `Inline`, `Panel`) before writing a margin; a value',
          'between two steps is a sign the design wants the step above or below.',
        ].join('\n'),
      },
    },
  },
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

export const Spacing: Story = { render: () => <SpacingScale /> };
export const Radii: Story = { render: () => <RadiusScale /> };
export const ShadowsAndLayers: Story = { name: 'Shadows and layers', render: () => <ShadowScale /> };
