import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { TypeScale } from './Scales.tsx';

const meta = {
  title: 'Foundations/Typography',
  parameters: {
    docs: {
      description: {
        component: [
          'Fonts, sizes, weights and line heights of the theme (`vars.font`, `vars.fontSize`, `vars.fontWeight`,',
          '`vars.lineHeight`), read from the theme this page is drawn with. `xs` and `sm` are for captions and dense',
          'tables, `md` for body text (16px: inputs never make iOS zoom), `lg` to `xxl` for headings, `display` for',
          'the home page hero only (it grows with the window). Numbers that line up (floats, prices in a column) use',
          '`vars.font.mono` or `fontVariantNumeric: tabular-nums`.',
        ].join('\n'),
      },
    },
  },
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

export const TypeScaleStory: Story = {
  name: 'Type scale',
  render: () => <TypeScale />,
  play: async () => {
    // Storybook brings the theme's first-choice fonts, so every machine draws (and screenshots) the same glyphs.
    await expect(document.fonts.check('1rem Inter')).toBe(true);
    await expect(document.fonts.check('1rem "JetBrains Mono"')).toBe(true);
  },
};
