import type { Meta, StoryObj } from '@storybook/react-vite';
import { HttpResponse, http } from 'msw';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { mswUrl } from '#api/testing.ts';
import { settingsEndpoints } from '#contract/admin/settings.ts';
import { finishedSync, shopSettings } from './backoffice.fixtures.ts';
import { InventorySyncSummary } from './InventorySyncStatus.tsx';
import { SettingsForm } from './SettingsForm.tsx';

const meta = {
  title: 'Back-office/Settings',
  component: SettingsForm,
  args: {
    settings: shopSettings,
    onSaved: fn(),
    inventorySync: <InventorySyncSummary sync={finishedSync} onSyncNow={fn()} isBusy={false} />,
  },
} satisfies Meta<typeof SettingsForm>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Current: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('switch', { name: 'Maintenance mode' })).not.toBeChecked();
    // Each setting says its unit and bounds.
    await expect(canvas.getByText('skins, from 1 to 200')).toBeVisible();
  },
};

export const InMaintenance: Story = {
  args: {
    settings: {
      ...shopSettings,
      maintenance_mode: true,
      home_notice: {
        en: 'Purchases pause tonight from 22:00 to 23:00 UTC for a payment provider upgrade.',
        fr: 'Les achats sont suspendus ce soir de 22 h à 23 h UTC pour une mise à jour du prestataire de paiement.',
      },
    },
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('switch', { name: 'Maintenance mode' })).toBeChecked();
  },
};

export const MissingCompanyName: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const companyName = canvas.getByRole('textbox', { name: 'Company name' });
    await userEvent.clear(companyName);
    await userEvent.click(canvas.getByRole('button', { name: 'Save settings' }));
    // Said on the field that is missing, not on the company panel as a whole.
    await expect(await canvas.findByText('This field is required')).toBeVisible();
    await expect(companyName).toBeInvalid();
    await expect(companyName).toHaveAccessibleDescription('This field is required');
    await expect(canvas.getByRole('textbox', { name: 'City' })).toBeValid();
  },
};

/** The server names a company detail by its path (`company_info.contact.email`); the form puts it on that field. */
export const ServerRefusesCompanyEmail: Story = {
  beforeEach: ({ msw }) => {
    msw.use(
      http.put(mswUrl(settingsEndpoints.save), () =>
        HttpResponse.json({ 'company_info.contact.email': ['Invalid email address'] }, { status: 400 }),
      ),
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Save settings' }));
    const email = canvas.getByRole('textbox', { name: 'Contact e-mail' });
    await expect(await canvas.findByText('Invalid email address')).toBeVisible();
    await expect(email).toHaveAccessibleDescription('Invalid email address');
    await expect(canvas.getByRole('textbox', { name: 'Company name' })).toBeValid();
  },
};

export const MissingCityInFrench: Story = {
  globals: { locale: 'fr' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const city = canvas.getByRole('textbox', { name: 'Ville' });
    await userEvent.clear(city);
    await userEvent.click(canvas.getByRole('button', { name: 'Enregistrer les paramètres' }));
    await expect(city).toHaveAccessibleDescription('Ce champ est obligatoire');
  },
};

export const LongNames: Story = {
  args: {
    settings: {
      ...shopSettings,
      payment_methods: shopSettings.payment_methods.map((method) => ({
        ...method,
        method_name: `${method.method_name} through the partner bank's instant settlement network`,
      })),
    },
  },
};

export const French: Story = {
  globals: { locale: 'fr' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('skins, de 1 à 200')).toBeVisible();
  },
};

let sentRules: unknown;

/** The price rules: a markup per game and rarity, the rounding, the floor and the maximum price age, sent as typed. */
export const PriceRules: Story = {
  beforeEach: ({ msw }) => {
    msw.use(
      http.put(mswUrl(settingsEndpoints.save), async ({ request }) => {
        const body = (await request.json()) as typeof shopSettings;
        sentRules = body.price_rules;
        return HttpResponse.json({ ...shopSettings, ...body, payment_methods: shopSettings.payment_methods });
      }),
    );
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const cs2 = canvas.getByRole('group', { name: 'CS2 markups' });
    await expect(within(cs2).getByRole('textbox', { name: 'Covert' })).toHaveValue('5');
    await expect(within(canvas.getByRole('group', { name: 'Rust markups' })).getAllByRole('textbox')).toHaveLength(1);
    const covert = within(cs2).getByRole('textbox', { name: 'Covert' });
    await userEvent.clear(covert);
    await userEvent.type(covert, '12.5');
    const age = canvas.getByRole('textbox', { name: 'Maximum price age' });
    await userEvent.clear(age);
    await userEvent.type(age, '6');
    await userEvent.click(canvas.getByRole('button', { name: 'Save settings' }));
    await waitFor(() => expect(args.onSaved).toHaveBeenCalled());
    await expect(sentRules).toMatchObject({
      markup_percent: { csgo: { covert: 12.5 } },
      max_age_hours: 6,
      rounding: 'cent',
    });
  },
};

export const PriceRulesInFrench: Story = {
  globals: { locale: 'fr' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('group', { name: 'Marges CS2' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Synchroniser maintenant' })).toBeVisible();
  },
};
