import { useLingui } from '@lingui/react/macro';
import { AriaProviders } from '#app/AriaProviders.tsx';
import { Dialog } from '#ui/Dialog/Dialog.tsx';
import { Sheet } from '#ui/Sheet/Sheet.tsx';
import * as styles from './Header.css.ts';
import { PrimaryNav } from './PrimaryNav.tsx';

export interface MobileNavSheetProps {
  isOpen: boolean;
  onOpenChange(isOpen: boolean): void;
}

/** The navigation in a side sheet from the left (spec §2, small screens). */
export function MobileNavSheet({ isOpen, onOpenChange }: MobileNavSheetProps) {
  const { t } = useLingui();
  return (
    <AriaProviders>
      <Sheet isOpen={isOpen} onOpenChange={onOpenChange} side="left">
        <Dialog heading={t`Menu`}>
          <div className={styles.sheetBody}>
            <PrimaryNav layout="sheet" onSupport={() => onOpenChange(false)} />
          </div>
        </Dialog>
      </Sheet>
    </AriaProviders>
  );
}
