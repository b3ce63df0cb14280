import { useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { useActorRef, useSelector } from '@xstate/react';
import { type FormEvent, useMemo, useState } from 'react';
import { adminBuyerSearchQuery } from '#api/adminOrders.ts';
import { paymentGatewaysQuery } from '#api/lists.queries.ts';
import { readMessage } from '#api/serverMessages.ts';
import { storeSearchQuery } from '#api/store.queries.ts';
import { RouterLink } from '#app/RouterLink.tsx';
import type { AdminBuyer, AdminCreateOrderBody } from '#contract/admin/orders.ts';
import type { Game, ItemSummary } from '#contract/store.ts';
import { gatewayName } from '#lib/gatewayNames.ts';
import { formatFloat, formatPrice, sumMoney } from '#lib/money.ts';
import { createOrderMachine } from '#machines/adminOrderAction/createOrder.machine.ts';
import { selectFieldErrors, selectFormErrors, selectIsBusy } from '#machines/formFlow/formFlow.machine.ts';
import { games } from '#pages/common/games.ts';
import { Page } from '#pages/common/Page.tsx';
import { Panel, Stack } from '#ui/Box/Box.tsx';
import { Button } from '#ui/Button/Button.tsx';
import { ComboBox, ComboBoxItem } from '#ui/ComboBox/ComboBox.tsx';
import { NumberField } from '#ui/NumberField/NumberField.tsx';
import { Picture } from '#ui/Picture/Picture.tsx';
import { Radio, RadioGroup } from '#ui/RadioGroup/RadioGroup.tsx';
import { SearchField } from '#ui/SearchField/SearchField.tsx';
import { Select, SelectItem } from '#ui/Select/Select.tsx';
import { TextArea } from '#ui/TextArea/TextArea.tsx';
import { notify } from '#ui/ToastHost/notify.ts';
import * as styles from './CreateOrder.css.ts';

interface Created {
  orderId: number;
  code: string;
  checkoutUrl: string | null;
}

/**
 * Create an order for a user (issue 12): pick the user (search as you type), pick listed skins (searched like
 * the store, priced in the user's currency), lower a price with a reason, choose the payment way, review the
 * total, confirm. The server applies the shopper's reservation rules and prices again.
 *
 * Use it for the back-office's create-order page: an order on a shopper's behalf (a sale over chat, a
 * replacement). Not for shoppers, who buy from their cart.
 */
export function CreateOrderPage() {
  const { t, i18n } = useLingui();
  const [buyerText, setBuyerText] = useState('');
  const [buyer, setBuyer] = useState<AdminBuyer | undefined>();
  const [picked, setPicked] = useState<ItemSummary[]>([]);
  const [overrides, setOverrides] = useState<Record<number, number>>({});
  const [reason, setReason] = useState('');
  const [payment, setPayment] = useState<AdminCreateOrderBody['payment']>('paid_outside');
  const [gatewayId, setGatewayId] = useState(1);
  const [created, setCreated] = useState<Created | undefined>();
  const buyers = useQuery(adminBuyerSearchQuery(buyerText));
  const gateways = useQuery(paymentGatewaysQuery);

  const flow = useActorRef(
    createOrderMachine.provide({
      actions: {
        notifySuccess: (_, { message }) => notify.success(readMessage(message, i18n)),
        notifyFailure: (_, { messages }) => {
          for (const message of messages) notify.error(readMessage(message, i18n));
        },
        afterSuccess: ({ event }) => {
          const answer = (event as { output?: { order_id: number; code: string; checkout_url: string | null } }).output;
          if (answer) setCreated({ orderId: answer.order_id, code: answer.code, checkoutUrl: answer.checkout_url });
          setPicked([]);
          setOverrides({});
          setReason('');
        },
      },
    }),
  );
  const isBusy = useSelector(flow, selectIsBusy);
  const fieldErrors = useSelector(flow, selectFieldErrors);
  const formErrors = useSelector(flow, selectFormErrors);
  const errorOf = (field: keyof typeof fieldErrors) => {
    const message = fieldErrors[field];
    return message && readMessage(message, i18n);
  };

  const currency = buyer?.currency ?? 'EUR';
  const priceOf = (item: ItemSummary) => overrides[item.id] ?? item.price;
  const total = sumMoney(picked.map(priceOf));
  const hasOverride = picked.some((item) => priceOf(item) < item.price);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setCreated(undefined);
    flow.send({
      type: 'form.submit',
      values: {
        user_id: buyer?.id ?? 0,
        skin_ids: picked.map((item) => item.id),
        payment,
        gateway_id: gatewayId,
        prices: picked
          .filter((item) => priceOf(item) < item.price)
          .map((item) => ({ skin_id: item.id, price: priceOf(item) })),
        ...(hasOverride ? { reason } : {}),
      },
    });
  };

  return (
    <Page title={t`Create Order`}>
      <Stack as="form" gap="lg" onSubmit={submit}>
        <Panel as="section" display="grid" gap="md" aria-labelledby="create-order-user">
          <h2 id="create-order-user" className={styles.sectionTitle}>{t`1. User`}</h2>
          <ComboBox
            label={t`User`}
            description={t`Start of the name, SteamID64 or email`}
            inputValue={buyerText}
            onInputChange={setBuyerText}
            items={buyers.data ?? []}
            selectedKey={buyer?.id ?? null}
            onSelectionChange={(key) => setBuyer(buyers.data?.find((candidate) => candidate.id === key))}
            isInvalid={errorOf('user_id') !== undefined}
            errorMessage={errorOf('user_id')}
            isDisabled={isBusy}
          >
            {(candidate) => (
              <ComboBoxItem id={candidate.id} textValue={candidate.name}>
                {candidate.name} · {candidate.steam_id ?? candidate.email ?? ''}
                {!candidate.has_trade_link && ` · ${t`no trade link`}`}
              </ComboBoxItem>
            )}
          </ComboBox>
          {buyer && !buyer.has_trade_link && (
            <p role="alert" className={styles.warning}>
              {t`This user has no valid Steam trade link: the order cannot be delivered.`}
            </p>
          )}
        </Panel>

        <SkinPicker
          currency={currency}
          picked={picked}
          onPick={(item) => setPicked((current) => [...current, item])}
          isDisabled={isBusy}
        />

        <Panel as="section" display="grid" gap="md" aria-labelledby="create-order-review">
          <h2 id="create-order-review" className={styles.sectionTitle}>{t`3. Review`}</h2>
          {picked.length === 0 ? (
            <p className={styles.muted}>{errorOf('skin_ids') ?? t`No skin picked yet.`}</p>
          ) : (
            <ul className={styles.picked}>
              {picked.map((item) => (
                <li key={item.id} className={styles.pickedRow}>
                  <Picture url={item.image_url} width={56} className={styles.image} />
                  <span>
                    {item.name}
                    {item.item_float && <span className={styles.muted}> · {formatFloat(item.item_float)}</span>}
                    <span className={styles.muted}> · {formatPrice(item.price, currency, i18n.locale)}</span>
                  </span>
                  <NumberField
                    label={t`Price`}
                    minValue={0.01}
                    maxValue={item.price}
                    step={0.01}
                    value={priceOf(item)}
                    onChange={(value) =>
                      setOverrides((current) => ({ ...current, [item.id]: Number.isNaN(value) ? item.price : value }))
                    }
                    isDisabled={isBusy}
                  />
                  <Button
                    variant="ghost"
                    size="sm"
                    isDisabled={isBusy}
                    onPress={() => setPicked((current) => current.filter((other) => other.id !== item.id))}
                  >
                    {t`Remove ${item.name}`}
                  </Button>
                </li>
              ))}
            </ul>
          )}
          {hasOverride && (
            <TextArea
              label={t`Why is the price lowered?`}
              value={reason}
              onChange={setReason}
              rows={2}
              isRequired
              validationBehavior="aria"
              isInvalid={errorOf('reason') !== undefined}
              errorMessage={errorOf('reason')}
              isDisabled={isBusy}
            />
          )}
          <RadioGroup
            label={t`Payment`}
            value={payment}
            onChange={(value) => setPayment(value as AdminCreateOrderBody['payment'])}
            isDisabled={isBusy}
          >
            <Radio value="paid_outside" description={t`The order goes straight to delivery.`}>
              {t`Paid outside the site`}
            </Radio>
            <Radio value="checkout_link" description={t`The order waits for payment; pass the link on to the user.`}>
              {t`Send a checkout link`}
            </Radio>
          </RadioGroup>
          <Select
            label={payment === 'paid_outside' ? t`Paid with` : t`Payment method of the link`}
            selectedKey={String(gatewayId)}
            onSelectionChange={(key) => setGatewayId(Number(key))}
            isDisabled={isBusy}
          >
            {(gateways.data ?? []).map((gateway) => (
              <SelectItem key={gateway.id} id={String(gateway.id)}>
                {gatewayName(i18n, gateway.method_name)}
              </SelectItem>
            ))}
          </Select>
          <p className={styles.total}>
            {t`Total`}: <strong>{formatPrice(total, currency, i18n.locale)}</strong>
          </p>
          {formErrors.length > 0 && (
            <p role="alert" className={styles.warning}>
              {formErrors.map((message) => readMessage(message, i18n)).join(' ')}
            </p>
          )}
          <Button type="submit" isPending={isBusy} isDisabled={!buyer || picked.length === 0}>
            {t`Create the order`}
          </Button>
          {created && (
            <div role="status" className={styles.created}>
              <RouterLink to="/profile/admin/all-orders/$id" params={{ id: created.orderId }}>
                {t`Order #${created.orderId} (${created.code})`}
              </RouterLink>
              {created.checkoutUrl && (
                <p>
                  {t`Checkout link to pass on:`} <code>{created.checkoutUrl}</code>
                </p>
              )}
            </div>
          )}
        </Panel>
      </Stack>
    </Page>
  );
}

/** Skins searched like the store: a game, words of the name; priced in the user's currency. */
function SkinPicker({
  currency,
  picked,
  onPick,
  isDisabled,
}: {
  currency: AdminBuyer['currency'];
  picked: ItemSummary[];
  onPick: (item: ItemSummary) => void;
  isDisabled: boolean;
}) {
  const { t, i18n } = useLingui();
  const [game, setGame] = useState<Game>('csgo');
  const [text, setText] = useState('');
  const query = useMemo(
    () => ({ game, currency, page_size: 12, ...(text.trim() ? { search: text.trim() } : {}) }),
    [game, currency, text],
  );
  const results = useQuery(storeSearchQuery(query));
  const pickedIds = new Set(picked.map((item) => item.id));
  return (
    <Panel as="section" display="grid" gap="md" aria-labelledby="create-order-skins">
      <h2 id="create-order-skins" className={styles.sectionTitle}>{t`2. Skins`}</h2>
      <div className={styles.searchRow}>
        <Select label={t`Game`} selectedKey={game} onSelectionChange={(key) => setGame(key as Game)}>
          {(Object.keys(games) as Game[]).map((key) => (
            <SelectItem key={key} id={key}>
              {games[key].name}
            </SelectItem>
          ))}
        </Select>
        <SearchField label={t`Skin`} value={text} onChange={setText} placeholder={t`e.g. ak red`} />
      </div>
      <ul className={styles.results} aria-busy={results.isFetching || undefined}>
        {(results.data?.items ?? []).map((item) => (
          <li key={item.id} className={styles.result}>
            <Picture url={item.image_url} width={112} className={styles.resultImage} />
            <span>{item.name}</span>
            {item.item_float && <span className={styles.muted}>{formatFloat(item.item_float)}</span>}
            <span>{formatPrice(item.price, item.currency, i18n.locale)}</span>
            <Button
              size="sm"
              variant="secondary"
              isDisabled={isDisabled || pickedIds.has(item.id)}
              onPress={() => onPick(item)}
              // The name holds the visible word, so a voice user can say what they see.
              aria-label={pickedIds.has(item.id) ? t`Added ${item.name}` : t`Add ${item.name}`}
            >
              {pickedIds.has(item.id) ? t`Added` : t`Add`}
            </Button>
          </li>
        ))}
      </ul>
      {results.data && results.data.items.length === 0 && <p className={styles.muted}>{t`Skins not found`}</p>}
    </Panel>
  );
}
