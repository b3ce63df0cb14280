import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import type { RangeFilterName } from '#contract/storeFilters.ts';
import type { RangeControlsProps } from './RangeControls.tsx';
import { RangeControls } from './RangeControls.tsx';
import { RangeStandIn } from './RangeStandIn.tsx';

const ranges = {
  price: {
    label: 'Price',
    boundLabels: { from: 'From', to: 'To' },
    formatOptions: { style: 'currency', currency: 'EUR' } as Intl.NumberFormatOptions,
  },
  float: {
    label: 'Float',
    boundLabels: { from: 'Lowest float', to: 'Highest float' },
    formatOptions: { minimumFractionDigits: 2, maximumFractionDigits: 2 },
  },
} satisfies Record<RangeFilterName, Pick<RangeControlsProps, 'label' | 'boundLabels' | 'formatOptions'>>;

const intent = {
  onPointerEnter: fn(),
  onPointerDown: fn(),
  onPointerUp: fn(),
  onPointerLeave: fn(),
  onBlur: fn(),
  onFocus: fn(),
  onClick: fn(),
  onFocusBound: fn(),
};

const meta = {
  title: 'Domain/StoreFilters/RangeStandIn',
  component: RangeStandIn,
  args: { name: 'price', ...ranges.price, from: undefined, to: undefined, ...intent },
  // The stand-in beside the controls it stands for: the same boxes, so the controls take its place without a shift.
  decorators: [
    (Story, { args: { name, from, to } }) => (
      <div style={{ display: 'flex', gap: 24, alignItems: 'flex-start' }}>
        <div data-testid="stand-in" style={{ width: 240 }}>
          <Story />
        </div>
        <div data-testid="controls" style={{ width: 240 }}>
          <RangeControls name={name} from={from} to={to} {...ranges[name]} onChange={fn()} />
        </div>
      </div>
    ),
  ],
} satisfies Meta<typeof RangeStandIn>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Every input of each side, with its box. */
function inputBoxes(element: HTMLElement) {
  return [...element.querySelectorAll('input')].map((input) => {
    const box = (
      input.type === 'range' ? (input.parentElement?.parentElement ?? input) : input
    ).getBoundingClientRect();
    return { name: input.getAttribute('aria-label') ?? input.labels?.[0]?.textContent, ...box.toJSON() };
  });
}

async function expectSameBoxes(canvasElement: HTMLElement) {
  const canvas = within(canvasElement);
  const standIn = canvas.getByTestId('stand-in');
  const controls = canvas.getByTestId('controls');
  const offset = controls.getBoundingClientRect().left - standIn.getBoundingClientRect().left;
  const shifted = inputBoxes(standIn).map((box) => ({ ...box, x: box.x + offset, left: box.left + offset }));
  const fromControls = inputBoxes(controls).map((box) => ({ ...box, right: box.right - offset }));
  await expect(shifted.map(({ name, x, y, width, height }) => ({ name, x, y, width, height }))).toEqual(
    fromControls.map(({ name, x, y, width, height }) => ({ name, x, y, width, height })),
  );
  await expect(standIn.getBoundingClientRect().height).toBe(controls.getBoundingClientRect().height);
}

export const Amounts: Story = {
  args: { from: 25, to: 1250 },
  play: async ({ canvasElement }) => {
    await expectSameBoxes(canvasElement);
    await expect(
      within(canvasElement.querySelector('[data-testid="stand-in"]') as HTMLElement).getByRole('textbox', {
        name: 'From',
      }),
    ).toHaveValue('€25.00');
  },
};

export const EmptyAmounts: Story = { args: {}, play: async ({ canvasElement }) => expectSameBoxes(canvasElement) };

export const Float: Story = {
  args: { name: 'float', ...ranges.float, from: 0.07, to: 0.15 },
  play: async ({ canvasElement }) => {
    await expectSameBoxes(canvasElement);
    const standIn = within(canvasElement.querySelector('[data-testid="stand-in"]') as HTMLElement);
    await expect(standIn.getByText('0.07 – 0.15')).toBeVisible();
  },
};

export const FloatUnbounded: Story = {
  args: { name: 'float', ...ranges.float },
  play: async ({ canvasElement }) => expectSameBoxes(canvasElement),
};
