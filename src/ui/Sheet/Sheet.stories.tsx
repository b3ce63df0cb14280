import type { Meta, StoryObj } from '@storybook/react-vite';
import { DialogTrigger } from 'react-aria-components';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button/Button.tsx';
import { Dialog } from '../Dialog/Dialog.tsx';
import { Link } from '../Link/Link.tsx';
import { Sheet } from './Sheet.tsx';

const meta = {
  title: 'Overlays/Sheet',
  component: Sheet,
  args: { side: 'left' },
  argTypes: { side: { control: 'inline-radio', options: ['left', 'right'] } },
} satisfies Meta<typeof Sheet>;

export default meta;
type Story = StoryObj<typeof meta>;

const page = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);

const navigation = ['CS2 skins', 'Dota 2 skins', 'Rust skins', 'FAQ'];

export const MobileNavigation: Story = {
  render: (args) => (
    <DialogTrigger>
      <Button variant="ghost">Open menu</Button>
      <Sheet {...args}>
        <Dialog heading="Menu">
          <nav aria-label="Main" style={{ display: 'grid', gap: 8 }}>
            {navigation.map((label, index) => (
              <Link key={label} appearance="nav" href={`#${label}`} aria-current={index === 0 ? 'page' : undefined}>
                {label}
              </Link>
            ))}
          </nav>
        </Dialog>
      </Sheet>
    </DialogTrigger>
  ),
  play: async ({ canvasElement }) => {
    const root = canvasElement.ownerDocument.documentElement;
    const trigger = within(canvasElement).getByRole('button', { name: 'Open menu' });
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    const sheet = await page(canvasElement).findByRole('dialog', { name: 'Menu' });
    await expect(root.style.overflow).toBe('hidden');
    // Focus is trapped in the sheet: tabbing past the last link comes back to the close button.
    await waitFor(() => expect(sheet).toContainElement(canvasElement.ownerDocument.activeElement as HTMLElement));
    for (let step = 0; step < navigation.length + 2; step += 1) await userEvent.tab();
    await expect(sheet).toContainElement(canvasElement.ownerDocument.activeElement as HTMLElement);
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(page(canvasElement).queryByRole('dialog')).not.toBeInTheDocument());
    await expect(root.style.overflow).toBe('');
    await waitFor(() => expect(trigger).toHaveFocus());
  },
};

export const FiltersFromTheRight: Story = {
  args: { side: 'right' },
  render: (args) => (
    <DialogTrigger>
      <Button variant="secondary">Filters</Button>
      <Sheet {...args}>
        <Dialog heading="Filters">
          {({ close }) => (
            <>
              <fieldset style={{ display: 'grid', gap: 4 }}>
                <legend>Exterior</legend>
                {['Factory New', 'Minimal Wear', 'Field-Tested', 'Well-Worn', 'Battle-Scarred'].map((wear) => (
                  <label key={wear}>
                    <input type="checkbox" name="exterior" value={wear} /> {wear}
                  </label>
                ))}
              </fieldset>
              <Button onPress={close}>Show results</Button>
            </>
          )}
        </Dialog>
      </Sheet>
    </DialogTrigger>
  ),
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Filters' }));
    const sheet = await page(canvasElement).findByRole('dialog', { name: 'Filters' });
    await expect(within(sheet).getByRole('button', { name: 'Close' })).toBeInTheDocument();
    await userEvent.click(within(sheet).getByRole('button', { name: 'Show results' }));
    await waitFor(() => expect(page(canvasElement).queryByRole('dialog')).not.toBeInTheDocument());
  },
};

export const ClosedByAClickOnThePage: Story = {
  args: { defaultOpen: true },
  render: (args) => (
    <Sheet {...args}>
      <Dialog heading="Menu">
        <p>Tap outside to close.</p>
      </Dialog>
    </Sheet>
  ),
  play: async ({ canvasElement }) => {
    const sheet = await page(canvasElement).findByRole('dialog', { name: 'Menu' });
    await waitFor(() => expect(sheet).toBeVisible());
    const { innerWidth, innerHeight } = canvasElement.ownerDocument.defaultView as Window;
    await userEvent.pointer({
      keys: '[MouseLeft]',
      target: canvasElement.ownerDocument.body,
      coords: { clientX: innerWidth - 10, clientY: innerHeight / 2 },
    });
    await waitFor(() => expect(page(canvasElement).queryByRole('dialog')).not.toBeInTheDocument());
  },
};
