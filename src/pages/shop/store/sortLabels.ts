import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { SortKey } from '#contract/store.ts';

const sortMessages = {
  lowest_price: msg`Lowest price`,
  highest_price: msg`Highest price`,
  price: msg`Price`,
} as const;

/** A sort order's name in the shopper's language, as the sort picker and its stand-in write it. */
export const sortLabel = (i18n: I18n, sort: SortKey) => i18n._(sortMessages[sort]);
