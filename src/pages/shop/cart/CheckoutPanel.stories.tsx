import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, spyOn, userEvent, waitFor, within } from 'storybook/test';
import { skinImage } from '#ui/ItemCard/ItemCard.fixtures.ts';
import { CheckoutPanel } from './CheckoutPanel.tsx';

const gateways = [
  { id: 1, method_name: 'Bank card', image: skinImage('#1e3a8a', '#f59e0b') },
  { id: 2, method_name: 'SEPA bank transfer', image: skinImage('#e5e7eb', '#1d4ed8') },
  { id: 3, method_name: 'Crypto (USDT, BTC)', image: skinImage('#111827', '#f97316') },
];
const termsError = "Can't purchase. You should agree to the terms.";

const meta = {
  title: 'Pages/Cart/CheckoutPanel',
  component: CheckoutPanel,
  args: {
    itemCount: 3,
    total: 120.22,
    currency: 'EUR',
    gateways,
    gatewayId: 1,
    onGatewayChange: fn(),
    isAgreed: false,
    onAgreedChange: fn(),
    isConsented: false,
    onConsentedChange: fn(),
    isBuying: false,
    termsRefused: false,
    consentRefused: false,
    inventoryClosed: false,
    changedTotal: undefined,
    tradeHoldDays: undefined,
    failureMessage: undefined,
    onBuy: fn(),
  },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 384 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof CheckoutPanel>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const summary = canvas.getByRole('region', { name: 'Order summary' });
    await expect(within(summary).getByText('3')).toBeVisible();
    await expect(summary.querySelector('data')?.textContent).toBe('120.22\u00a0EUR');
    await userEvent.click(canvas.getByRole('checkbox', { name: 'I agree to the Terms of Use and the Privacy Policy' }));
    await expect(args.onAgreedChange).toHaveBeenCalledWith(true);
    await expect(canvas.getByRole('link', { name: 'Terms of Use' })).toHaveAttribute('href', '/terms');
    await expect(canvas.getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute('href', '/policy');
    // The terms are named once: in the box's label, whose words are the links.
    await expect(canvas.getAllByText(/Terms of Use/)).toHaveLength(1);
    await userEvent.click(canvas.getByRole('button', { name: 'Buy' }));
    await expect(args.onBuy).toHaveBeenCalledOnce();
  },
};

export const OpeningTheTerms: Story = {
  name: 'Opening the terms does not tick the box',
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const terms = canvas.getByRole('link', { name: 'Terms of Use' });
    // The story stays on its page: the shopper's browser would open a new tab.
    terms.addEventListener('click', (event) => event.preventDefault());
    await userEvent.click(terms);
    await expect(args.onAgreedChange).not.toHaveBeenCalled();
    await userEvent.click(canvas.getByText('I agree to the', { exact: false }));
    await expect(args.onAgreedChange).toHaveBeenCalledWith(true);
  },
};

/** Offline (SECURITY.md): the state is said and Buy waits for the connection; it comes back by itself. */
export const Offline: Story = {
  args: { isAgreed: true },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const onLine = spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    try {
      window.dispatchEvent(new Event('offline'));
      await expect(await canvas.findByText('You are offline')).toBeVisible();
      const buy = canvas.getByRole('button', { name: 'Buy' });
      await expect(buy).toBeDisabled();
      await userEvent.click(buy);
      await expect(args.onBuy).not.toHaveBeenCalled();
    } finally {
      onLine.mockRestore();
      window.dispatchEvent(new Event('online'));
    }
    await waitFor(() => expect(canvas.queryByText('You are offline')).toBeNull());
    await expect(canvas.getByRole('button', { name: 'Buy' })).toBeEnabled();
  },
};

/** Choosing how to pay: each gateway with its logo and name; arrow keys move the choice. */
export const MethodChoice: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const group = canvas.getByRole('radiogroup', { name: 'Payment method' });
    await expect(within(group).getAllByRole('radio')).toHaveLength(3);
    await expect(within(group).getByRole('radio', { name: 'Bank card' })).toBeChecked();
    await userEvent.click(within(group).getByText('SEPA bank transfer'));
    await expect(args.onGatewayChange).toHaveBeenLastCalledWith(2);
  },
};

/** Spec §5: Buy without the agreement shows the error at the checkbox (the toast is the app's). */
export const AgreementError: Story = {
  args: { termsRefused: true },
  play: async ({ canvasElement }) => {
    const checkbox = within(canvasElement).getByRole('checkbox', { name: /I agree/ });
    await expect(within(canvasElement).getByText(termsError)).toBeVisible();
    await expect(checkbox).toHaveAccessibleDescription(expect.stringContaining(termsError));
  },
};

export const AgreementErrorClearedOnceAgreed: Story = {
  args: { termsRefused: true, isAgreed: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByText(termsError)).not.toBeInTheDocument();
  },
};

const consentLabel =
  'I ask for my skins to be delivered at once, and I acknowledge that I lose my right of withdrawal once they are delivered.';
const consentError = "Can't purchase. Ask for immediate delivery first.";

/** Issue #26: the consent to immediate delivery is its own box, after the terms, unticked until the buyer ticks it. */
export const DeliveryConsentBox: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const consent = canvas.getByRole('checkbox', { name: consentLabel });
    await expect(consent).not.toBeChecked();
    await userEvent.click(consent);
    await expect(args.onConsentedChange).toHaveBeenCalledWith(true);
    await expect(args.onAgreedChange).not.toHaveBeenCalled();
  },
};

/** Buy without the consent: the error at its box, read out as its description. */
export const DeliveryConsentError: Story = {
  args: { isAgreed: true, consentRefused: true },
  play: async ({ canvasElement }) => {
    const consent = within(canvasElement).getByRole('checkbox', { name: consentLabel });
    await expect(within(canvasElement).getByText(consentError)).toBeVisible();
    await expect(consent).toHaveAccessibleDescription(expect.stringContaining(consentError));
    await expect(within(canvasElement).queryByText(termsError)).not.toBeInTheDocument();
  },
};

/** Both boxes unticked: both errors at once. */
export const BothAgreementsMissing: Story = {
  args: { termsRefused: true, consentRefused: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(termsError)).toBeVisible();
    await expect(within(canvasElement).getByText(consentError)).toBeVisible();
  },
};

/** The same in French: the exact text of the recorded version (contract/consent.ts) and its error. */
export const DeliveryConsentErrorInFrench: Story = {
  args: { isAgreed: true, consentRefused: true },
  globals: { locale: 'fr' },
  play: async ({ canvasElement }) => {
    const consent = within(canvasElement).getByRole('checkbox', {
      name: 'Je demande la livraison immédiate de mes skins et je reconnais perdre mon droit de rétractation dès qu’ils sont livrés.',
    });
    await expect(consent).toHaveAccessibleDescription(
      expect.stringContaining('Achat impossible. Demandez d’abord la livraison immédiate.'),
    );
  },
};

/** Buy pending: one press, one order; the choices are locked meanwhile. */
export const Buying: Story = {
  args: { isAgreed: true, isBuying: true },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const buy = canvas.getByRole('button', { name: /Buy/ });
    await expect(within(buy).getByRole('progressbar', { name: 'Loading' })).toBeInTheDocument();
    await userEvent.click(buy);
    await expect(args.onBuy).not.toHaveBeenCalled();
    await expect(canvas.getByRole('radio', { name: 'Bank card' })).toBeDisabled();
  },
};

export const PriceChanged: Story = {
  args: { isAgreed: true, changedTotal: 126.9 },
  play: async ({ canvasElement }) => {
    const notice = within(canvasElement).getByText(/The price changed: the total is now/);
    await expect(notice.querySelector('data')).toHaveAttribute('value', '126.9');
  },
};

export const InventoryClosed: Story = {
  args: { isAgreed: true, inventoryClosed: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Open your STEAM inventory first')).toBeVisible();
  },
};

export const TradeHeld: Story = {
  args: { isAgreed: true, tradeHoldDays: 15 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByText(
        'Your Steam account would hold this trade for 15 days: turn on the Steam Guard Mobile Authenticator first.',
      ),
    ).toBeVisible();
    await expect(canvas.getByText(/Nothing was charged\. Steam holds the trade offers/)).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Buy' })).toBeEnabled();
  },
};

export const PurchaseRefused: Story = {
  args: { isAgreed: true, failureMessage: 'Some skins are no longer available' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent('Some skins are no longer available');
  },
};

export const LoadingPaymentMethods: Story = {
  args: { gateways: undefined, gatewayId: undefined },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Buy' })).toBeDisabled();
  },
};

export const NoPaymentMethod: Story = {
  args: { gateways: [], gatewayId: undefined },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(/No payment method is available/)).toBeVisible();
    await expect(within(canvasElement).getByRole('button', { name: 'Buy' })).toBeDisabled();
  },
};
