import { msg, plural } from '@lingui/core/macro';
import { type AdminListingActionResult, runAdminListingAction } from '#api/adminListings.ts';
import type { ShopMessage } from '#api/serverMessages.ts';
import { maxFixedPrice } from '#contract/admin/listings.ts';
import { validateAdminOrderAction } from '../adminOrderAction/adminOrderAction.machine.ts';
import { createFormFlow } from '../formFlow/formFlow.machine.ts';
import type { FieldErrors } from '../formFlow/formFlow.types.ts';
import type { AdminListingActionField, AdminListingActionValues } from './adminListingAction.types.ts';

/** The server's price rules (contract/admin/listings.ts `adminFixedPriceBodySchema`), said before sending. */
export const priceMessages = {
  priceRequired: msg`Give a price above zero`,
  priceTooHigh: msg`At most 10,000,000`,
  priceDecimals: msg`At most 2 decimals`,
};

const hasCentsAtMost = (value: number) => Math.abs(value * 100 - Math.round(value * 100)) < 1e-6;

/** The reason every action needs (the rule of every admin action), and for a fixed price the price's rules. */
export function validateAdminListingAction(values: AdminListingActionValues): FieldErrors<AdminListingActionField> {
  const errors: FieldErrors<AdminListingActionField> = validateAdminOrderAction({
    action: 'refund',
    orderId: 0,
    reason: values.reason,
  });
  if (values.action !== 'fix_price') return errors;
  const price = values.price ?? Number.NaN;
  if (!(price > 0)) errors.price = priceMessages.priceRequired;
  else if (price > maxFixedPrice) errors.price = priceMessages.priceTooHigh;
  else if (!hasCentsAtMost(price)) errors.price = priceMessages.priceDecimals;
  return errors;
}

/**
 * What the success toast says: what was done, counted, and how many listings of the selection the action left as
 * they were (sold, or already so); the page shows each one's state.
 */
export function listingActionMessage({ action, changed, skipped }: AdminListingActionResult): ShopMessage {
  const count = changed.length;
  const left = skipped.length;
  switch (action) {
    case 'take_off_sale':
      return msg`${plural(count, { one: '# listing taken off sale.', other: '# listings taken off sale.' })}${plural(
        left,
        {
          0: '',
          one: ' # other left as it was (sold, or already so).',
          other: ' # others left as they were (sold, or already so).',
        },
      )}`;
    case 'put_on_sale':
      return msg`${plural(count, { one: '# listing put back on sale.', other: '# listings put back on sale.' })}${plural(
        left,
        {
          0: '',
          one: ' # other left as it was (sold, or already so).',
          other: ' # others left as they were (sold, or already so).',
        },
      )}`;
    case 'fix_price':
      return msg`${plural(count, { one: 'Fixed price set on # listing.', other: 'Fixed price set on # listings.' })}${plural(
        left,
        {
          0: '',
          one: ' # other left as it was (sold, or already so).',
          other: ' # others left as they were (sold, or already so).',
        },
      )}`;
    case 'clear_price':
      return msg`${plural(count, {
        one: 'Fixed price cleared on # listing: the rule’s price applies.',
        other: 'Fixed price cleared on # listings: the rule’s price applies.',
      })}${plural(left, {
        0: '',
        one: ' # other left as it was (sold, or already so).',
        other: ' # others left as they were (sold, or already so).',
      })}`;
  }
}

/**
 * An action of the listings page (take off sale, put back on sale, fix or clear the price) as a confirmed form flow
 * (DESIGN.md §7), for one listing or the selection: confirm with a reason (and the price) → in flight, the controls
 * locked → what was done as a success toast and the list reloaded (`afterSuccess`, provided where mounted), or the
 * server's refusal (a 409 saying why) as an error toast, the confirmation still open and nothing changed.
 */
export const adminListingActionMachine = createFormFlow<
  AdminListingActionValues,
  AdminListingActionResult,
  AdminListingActionField
>({
  id: 'adminListingAction',
  description: 'Runs one admin action on listings after a confirmation with its reason.',
  fields: ['reason', 'price'],
  validate: validateAdminListingAction,
  submit: (values, signal) => runAdminListingAction(values, signal),
  successMessage: listingActionMessage,
  confirm: true,
});
