import { useLingui } from '@lingui/react/macro';
import { useActorRef, useSelector } from '@xstate/react';
import { type FormEvent, type ReactNode, useState } from 'react';
import { readMessage } from '#api/serverMessages.ts';
import { type AdminSettings, type ShopSettings, settingBounds } from '#contract/admin/settings.ts';
import { selectFieldErrors, selectIsBusy } from '#machines/formFlow/formFlow.machine.ts';
import { shopSettingsMachine } from '#machines/shopSettings/shopSettings.machine.ts';
import type { ShopSettingsField } from '#machines/shopSettings/shopSettings.types.ts';
import { Page } from '#pages/common/Page.tsx';
import { Inline, Stack } from '#ui/Box/Box.tsx';
import { Button } from '#ui/Button/Button.tsx';
import { Form } from '#ui/Form/Form.tsx';
import { NumberField } from '#ui/NumberField/NumberField.tsx';
import { Switch } from '#ui/Switch/Switch.tsx';
import { TextArea } from '#ui/TextArea/TextArea.tsx';
import { TextField } from '#ui/TextField/TextField.tsx';
import { notify } from '#ui/ToastHost/notify.ts';
import * as styles from './Backoffice.css.ts';
import { Panel } from './Panel.tsx';
import { PriceRulesFields } from './PriceRulesFields.tsx';

export interface SettingsFormProps {
  /** The settings as stored. */
  settings: AdminSettings;
  /** The settings were saved: the page reloads them. */
  onSaved: () => void;
  /** The latest inventory sync and Sync now, shown with the sync's schedule. */
  inventorySync?: ReactNode;
}

/** The values the form edits: the stored settings without the payment methods' display names. */
const editable = (settings: AdminSettings): ShopSettings => ({
  ...settings,
  payment_methods: settings.payment_methods.map(({ id, shown }) => ({ id, shown })),
});

/**
 * The shop's run-time settings, each with its unit and bounds; saved together, applied from the next request.
 *
 * Use it on the back-office's settings page. Not for settings that need a restart (the environment of README's
 * table).
 */
export function SettingsForm({ settings, onSaved, inventorySync }: SettingsFormProps) {
  const { t, i18n } = useLingui();
  const [values, setValues] = useState<ShopSettings>(() => editable(settings));
  const flow = useActorRef(
    shopSettingsMachine.provide({
      actions: {
        notifySuccess: (_, { message }) => notify.success(readMessage(message, i18n)),
        notifyFailure: (_, { messages }) => {
          for (const message of messages) notify.error(readMessage(message, i18n));
        },
        afterSuccess: onSaved,
      },
    }),
  );
  const isBusy = useSelector(flow, selectIsBusy);
  const errors = useSelector(flow, selectFieldErrors);
  const errorOf = (field: ShopSettingsField) => {
    const error = errors[field];
    return error && readMessage(error, i18n);
  };
  /** A field's own problem, said under it. */
  const problemOf = (field: ShopSettingsField) => ({
    isInvalid: errors[field] !== undefined,
    errorMessage: errorOf(field),
  });
  const set = (patch: Partial<ShopSettings>) => setValues((current) => ({ ...current, ...patch }));
  const range = (bounds: { min: number; max: number }, unit: string) => t`${unit}, from ${bounds.min} to ${bounds.max}`;
  const wholeNumber = (
    field:
      | 'cart_item_limit'
      | 'reservation_minutes'
      | 'max_offer_attempts'
      | 'review_rate_limit_per_hour'
      | 'inventory_sync_minutes',
    label: string,
    bounds: { min: number; max: number },
    unit: string,
  ) => (
    <NumberField
      label={label}
      description={range(bounds, unit)}
      minValue={bounds.min}
      maxValue={bounds.max}
      step={1}
      value={values[field]}
      onChange={(value) => set({ [field]: value })}
      {...problemOf(field)}
      isDisabled={isBusy}
    />
  );
  const nameOf = (id: number) => settings.payment_methods.find((method) => method.id === id)?.method_name ?? `#${id}`;
  const moveMethod = (index: number, by: -1 | 1) => {
    const methods = [...values.payment_methods];
    const [moved] = methods.splice(index, 1);
    if (!moved) return;
    methods.splice(index + by, 0, moved);
    set({ payment_methods: methods });
  };
  const company = values.company_info;
  const setCompany = (patch: Partial<ShopSettings['company_info']>) => set({ company_info: { ...company, ...patch } });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    flow.send({ type: 'form.submit', values });
  };

  return (
    <Page title={t`Settings`} lead={t`Saved settings apply from the next request, without a restart.`}>
      <Form onSubmit={submit} validationBehavior="aria" aria-label={t`Shop settings`}>
        <Stack gap="md">
          <Panel title={t`Maintenance`}>
            <Switch
              isSelected={values.maintenance_mode}
              onChange={(maintenance_mode) => set({ maintenance_mode })}
              isDisabled={isBusy}
              description={t`The store stays browsable; purchases are refused with a notice on the cart and product pages.`}
            >
              {t`Maintenance mode`}
            </Switch>
          </Panel>
          <Panel title={t`Prices`}>
            <div className={styles.formRow}>
              <NumberField
                label={t`Service fee`}
                description={range(settingBounds.serviceFeePercent, t`percent of the market value`)}
                minValue={settingBounds.serviceFeePercent.min}
                maxValue={settingBounds.serviceFeePercent.max}
                step={0.1}
                value={values.service_fee_percent}
                onChange={(service_fee_percent) => set({ service_fee_percent })}
                {...problemOf('service_fee_percent')}
                isDisabled={isBusy}
              />
              <TextField label={t`US dollar rate`} description={t`The base currency`} value="1" isReadOnly />
              {(['EUR', 'AUD'] as const).map((code) => (
                <NumberField
                  key={code}
                  label={t`${code} per US dollar`}
                  description={range(settingBounds.currencyRate, code)}
                  minValue={settingBounds.currencyRate.min}
                  maxValue={settingBounds.currencyRate.max}
                  step={0.0001}
                  value={values.currency_rates[code]}
                  onChange={(rate) => set({ currency_rates: { ...values.currency_rates, [code]: rate } })}
                  {...problemOf('currency_rates')}
                  isDisabled={isBusy}
                />
              ))}
            </div>
          </Panel>
          <Panel title={t`Price rules`}>
            <PriceRulesFields
              rules={values.price_rules}
              onChange={(price_rules) => set({ price_rules })}
              isDisabled={isBusy}
              error={errorOf('price_rules')}
            />
          </Panel>
          <Panel title={t`Inventory sync`}>
            <p className={styles.muted}>
              {t`The bots’ Steam inventories are the shop’s stock: a sync lists what they hold and takes off sale what left them outside an order.`}
            </p>
            <div className={styles.evenFormRow}>
              {wholeNumber(
                'inventory_sync_minutes',
                t`Sync the inventories every`,
                settingBounds.inventorySyncMinutes,
                t`minutes (0: only when an admin syncs)`,
              )}
            </div>
            {inventorySync}
          </Panel>
          <Panel title={t`Cart, checkout and delivery`}>
            <div className={styles.formRow}>
              {wholeNumber('cart_item_limit', t`Cart item limit`, settingBounds.cartItemLimit, t`skins`)}
              {wholeNumber(
                'reservation_minutes',
                t`Reservation during checkout`,
                settingBounds.reservationMinutes,
                t`minutes`,
              )}
              {wholeNumber(
                'max_offer_attempts',
                t`Trade offers before a refund`,
                settingBounds.maxOfferAttempts,
                t`offers`,
              )}
              {wholeNumber(
                'review_rate_limit_per_hour',
                t`Review submissions per customer`,
                settingBounds.reviewRateLimitPerHour,
                t`per hour`,
              )}
            </div>
          </Panel>
          <Panel title={t`Payment methods, in the order shoppers see them`}>
            <ol className={styles.list}>
              {values.payment_methods.map((method, index) => (
                <li key={method.id}>
                  <Inline alignItems="stretch">
                    <Switch
                      isSelected={method.shown}
                      isDisabled={isBusy}
                      onChange={(shown) =>
                        set({
                          payment_methods: values.payment_methods.map((entry) =>
                            entry.id === method.id ? { ...entry, shown } : entry,
                          ),
                        })
                      }
                    >
                      {nameOf(method.id)}
                    </Switch>
                    <Button
                      variant="ghost"
                      isDisabled={isBusy || index === 0}
                      onPress={() => moveMethod(index, -1)}
                      aria-label={t`Move ${nameOf(method.id)} up`}
                    >
                      ↑
                    </Button>
                    <Button
                      variant="ghost"
                      isDisabled={isBusy || index === values.payment_methods.length - 1}
                      onPress={() => moveMethod(index, 1)}
                      aria-label={t`Move ${nameOf(method.id)} down`}
                    >
                      ↓
                    </Button>
                  </Inline>
                </li>
              ))}
            </ol>
            {errors.payment_methods && <p className={styles.failed}>{errorOf('payment_methods')}</p>}
          </Panel>
          <Panel title={t`Home page notice`}>
            <div className={styles.formRow}>
              <TextArea
                label={t`Notice in English`}
                description={t`Up to ${settingBounds.homeNoticeLength.max} characters; empty shows none`}
                value={values.home_notice.en}
                onChange={(en) => set({ home_notice: { ...values.home_notice, en } })}
                isDisabled={isBusy}
                rows={2}
              />
              <TextArea
                label={t`Notice in French`}
                description={t`Up to ${settingBounds.homeNoticeLength.max} characters; empty shows none`}
                value={values.home_notice.fr}
                onChange={(fr) => set({ home_notice: { ...values.home_notice, fr } })}
                isDisabled={isBusy}
                rows={2}
              />
            </div>
            {errors.home_notice && <p className={styles.failed}>{errorOf('home_notice')}</p>}
          </Panel>
          <Panel title={t`Company information (footer)`}>
            <div className={styles.formRow}>
              <TextField
                label={t`Company name`}
                value={company.name}
                onChange={(name) => setCompany({ name })}
                {...problemOf('company_info.name')}
                isDisabled={isBusy}
              />
              <TextField
                label={t`Registration number`}
                value={company.registrationNumber}
                onChange={(registrationNumber) => setCompany({ registrationNumber })}
                {...problemOf('company_info.registrationNumber')}
                isDisabled={isBusy}
              />
              <TextField
                label={t`Street`}
                value={company.address.street}
                onChange={(street) => setCompany({ address: { ...company.address, street } })}
                {...problemOf('company_info.address.street')}
                isDisabled={isBusy}
              />
              <TextField
                label={t`Postal code`}
                value={company.address.postalCode}
                onChange={(postalCode) => setCompany({ address: { ...company.address, postalCode } })}
                {...problemOf('company_info.address.postalCode')}
                isDisabled={isBusy}
              />
              <TextField
                label={t`City`}
                value={company.address.city}
                onChange={(city) => setCompany({ address: { ...company.address, city } })}
                {...problemOf('company_info.address.city')}
                isDisabled={isBusy}
              />
              <TextField
                label={t`Country`}
                value={company.address.country}
                onChange={(country) => setCompany({ address: { ...company.address, country } })}
                {...problemOf('company_info.address.country')}
                isDisabled={isBusy}
              />
              <TextField
                label={t`Contact e-mail`}
                value={company.contact.email}
                onChange={(email) => setCompany({ contact: { ...company.contact, email } })}
                {...problemOf('company_info.contact.email')}
                isDisabled={isBusy}
              />
              <TextField
                label={t`Contact phone`}
                value={company.contact.phone}
                onChange={(phone) => setCompany({ contact: { ...company.contact, phone } })}
                {...problemOf('company_info.contact.phone')}
                isDisabled={isBusy}
              />
            </div>
            {errors.company_info && <p className={styles.failed}>{errorOf('company_info')}</p>}
          </Panel>
          <Inline justifyContent="flex-end">
            <Button type="submit" isPending={isBusy}>{t`Save settings`}</Button>
          </Inline>
        </Stack>
      </Form>
    </Page>
  );
}
