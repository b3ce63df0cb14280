import { useLingui } from '@lingui/react/macro';
import { useRouterState } from '@tanstack/react-router';
import { lazy, Suspense, useEffect, useState } from 'react';
import { PlainButton } from '#ui/Button/PlainButton.tsx';
import { MenuIcon } from '../icons.tsx';
import * as styles from './Header.css.ts';

/** The sheet loads on the first opening: most visits, and every visit on a wide screen, never open it. */
const MobileNavSheet = lazy(async () => ({ default: (await import('./MobileNavSheet.tsx')).MobileNavSheet }));

/** Spec §2: on small screens the navigation lives in a side sheet, which closes whenever the page changes. */
export function MobileNav() {
  const { t } = useLingui();
  const [isOpen, setOpen] = useState(false);
  const [wasOpened, setWasOpened] = useState(false);
  const href = useRouterState({ select: (state) => state.location.href });

  // biome-ignore lint/correctness/useExhaustiveDependencies: closing is the reaction to a new location.
  useEffect(() => setOpen(false), [href]);

  const open = () => {
    setWasOpened(true);
    setOpen(true);
  };
  return (
    <>
      <PlainButton variant="ghost" aria-label={t`Open menu`} className={styles.menuTrigger} onClick={open}>
        <MenuIcon />
      </PlainButton>
      {wasOpened && (
        <Suspense>
          <MobileNavSheet isOpen={isOpen} onOpenChange={setOpen} />
        </Suspense>
      )}
    </>
  );
}
