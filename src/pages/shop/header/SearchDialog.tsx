import { useLingui } from '@lingui/react/macro';
import { lazy, Suspense, useState } from 'react';
import { PlainButton } from '#ui/Button/PlainButton.tsx';
import { SearchIcon } from '../icons.tsx';
import * as styles from './Header.css.ts';

/**
 * The search form (its modal, radio group and search field) loads on the first opening, not with every page:
 * the header shows only its button before.
 */
const SearchModal = lazy(async () => ({ default: (await import('./SearchModal.tsx')).SearchModal }));

/** The header's search button and the search dialog it opens (spec §2). */
export function SearchDialog() {
  const { t } = useLingui();
  const [isOpen, setOpen] = useState(false);
  const [wasOpened, setWasOpened] = useState(false);
  const open = () => {
    setWasOpened(true);
    setOpen(true);
  };
  return (
    <>
      <PlainButton
        variant="ghost"
        aria-label={t`Search skins`}
        aria-expanded={isOpen}
        className={styles.searchTrigger}
        onClick={open}
      >
        <SearchIcon />
      </PlainButton>
      {wasOpened && (
        <Suspense>
          <SearchModal isOpen={isOpen} onOpenChange={setOpen} />
        </Suspense>
      )}
    </>
  );
}
