import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { Disclosure, DisclosureGroup } from './Disclosure.tsx';

const faq = [
  {
    id: 'trust',
    question: 'Can I trust this marketplace?',
    answer: 'Every item is delivered as a Steam trade offer that you confirm yourself through Steam Guard.',
  },
  { id: 'games', question: 'Which games are supported?', answer: 'CS2, Dota 2 and Rust.' },
  {
    id: 'confirm',
    question: 'How do I confirm a trade offer?',
    answer: 'Open the Steam mobile app, go to Confirmations and accept the offer from our bot.',
  },
];

const meta = {
  title: 'Display/Disclosure',
  component: DisclosureGroup,
  render: (args) => (
    <DisclosureGroup {...args}>
      {faq.map((item) => (
        <Disclosure key={item.id} id={item.id} title={item.question}>
          <p>{item.answer}</p>
        </Disclosure>
      ))}
    </DisclosureGroup>
  ),
} satisfies Meta<typeof DisclosureGroup>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Faq: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const trust = canvas.getByRole('button', { name: 'Can I trust this marketplace?' });
    const games = canvas.getByRole('button', { name: 'Which games are supported?' });
    await expect(trust).toHaveAttribute('aria-expanded', 'false');
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    await expect(trust).toHaveAttribute('aria-expanded', 'true');
    await waitFor(() => expect(canvas.getByText(/delivered as a Steam trade offer/)).toBeVisible());
    // An accordion: opening the next question closes the first.
    await userEvent.click(games);
    await expect(games).toHaveAttribute('aria-expanded', 'true');
    await expect(trust).toHaveAttribute('aria-expanded', 'false');
    await waitFor(() => expect(canvas.getByText(/delivered as a Steam trade offer/)).not.toBeVisible());
  },
};
export const OneOpenAtStart: Story = { args: { defaultExpandedKeys: ['games'] } };
export const SeveralOpen: Story = {
  args: { allowsMultipleExpanded: true, defaultExpandedKeys: ['trust', 'confirm'] },
};
export const Disabled: Story = { args: { isDisabled: true } };
export const Single: Story = {
  render: () => (
    <Disclosure title="This item can’t be traded for 7 days" defaultExpanded>
      <p>Steam holds every item for a while after a trade; the date it becomes tradable is shown on the item.</p>
    </Disclosure>
  ),
};

/** The small size, for details tucked into a dense place such as a table's cell. */
export const Small: Story = {
  render: () => (
    <div style={{ maxWidth: 280 }}>
      <Disclosure size="sm" title="3 inventories" defaultExpanded>
        <p>shop_bot_1 · CS2: 22 assets on Steam · 2 changed</p>
      </Disclosure>
    </div>
  ),
};
