import { useLingui } from '@lingui/react/macro';
import { useRouterState } from '@tanstack/react-router';
import { useEffect, useState } from 'react';
import { Button } from '../../../../ui/Button/Button.tsx';
import { Dialog } from '../../../../ui/Dialog/Dialog.tsx';
import { Sheet } from '../../../../ui/Sheet/Sheet.tsx';
import { MenuIcon } from '../icons.tsx';
import * as styles from './Header.css.ts';
import { PrimaryNav } from './PrimaryNav.tsx';

/** Spec §2: on small screens the navigation lives in a side sheet, which closes whenever the page changes. */
export function MobileNav() {
  const { t } = useLingui();
  const [isOpen, setOpen] = useState(false);
  const href = useRouterState({ select: (state) => state.location.href });

  // biome-ignore lint/correctness/useExhaustiveDependencies: closing is the reaction to a new location.
  useEffect(() => setOpen(false), [href]);

  return (
    <>
      <Button variant="ghost" aria-label={t`Open menu`} className={styles.menuTrigger} onPress={() => setOpen(true)}>
        <MenuIcon />
      </Button>
      <Sheet isOpen={isOpen} onOpenChange={setOpen} side="left">
        <Dialog heading={t`Menu`}>
          <div className={styles.sheetBody}>
            <PrimaryNav layout="sheet" onSupport={() => setOpen(false)} />
          </div>
        </Dialog>
      </Sheet>
    </>
  );
}
