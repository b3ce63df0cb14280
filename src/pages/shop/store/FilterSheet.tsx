import { useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { AriaProviders } from '#app/AriaProviders.tsx';
import { Dialog } from '#ui/Dialog/Dialog.tsx';
import { Sheet } from '#ui/Sheet/Sheet.tsx';

interface FilterSheetProps {
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
  /** The store's filter panel. */
  children: ReactNode;
}

/** A store's filters on a phone: the panel in a sheet from the side, loaded with its first opening. */
export function FilterSheet({ isOpen, onOpenChange, children }: FilterSheetProps) {
  const { t } = useLingui();
  return (
    <AriaProviders>
      <Sheet isOpen={isOpen} onOpenChange={onOpenChange} side="right">
        <Dialog heading={t`Filters`}>{children}</Dialog>
      </Sheet>
    </AriaProviders>
  );
}
