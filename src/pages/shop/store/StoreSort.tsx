import { useLingui } from '@lingui/react/macro';
import type { SortKey } from '#contract/store.ts';
import { useLoadOnIntent } from '#ui/LoadOnIntent/useLoadOnIntent.ts';
import { SelectStandIn } from '#ui/Select/SelectStandIn.tsx';
import { sortLabel } from './sortLabels.ts';

const loadSortSelect = async () => (await import('./SortSelect.tsx')).SortSelect;

export interface StoreSortProps {
  sort: SortKey | undefined;
  /** The orders this store offers. */
  sorts: readonly SortKey[];
  onSort: (sort: SortKey | undefined) => void;
  className?: string;
}

/**
 * The store's sort picker. The page is drawn by the server and hydrated before it is used: until the shopper points
 * at it, focuses it or presses it, a stand-in drawn like the Select holds its place, and react-aria's Select (its
 * listbox and popover) loads then (as the footer's language picker).
 */
export function StoreSort(props: StoreSortProps) {
  const { t, i18n } = useLingui();
  const { widget: SortSelect, intentProps, arrival } = useLoadOnIntent(loadSortSelect);
  if (SortSelect) return <SortSelect {...props} {...arrival} />;
  return (
    <SelectStandIn
      label={t`Sort by`}
      value={props.sort ? sortLabel(i18n, props.sort) : t`Catalogue order`}
      isPlaceholder={!props.sort}
      className={props.className}
      {...intentProps}
    />
  );
}
