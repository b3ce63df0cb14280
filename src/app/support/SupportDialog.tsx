import { createContext, lazy, type ReactNode, Suspense, useContext, useMemo, useState } from 'react';

/**
 * Most visits never open the support form: the modal, the form and their machine load on the first opening
 * instead of with every page.
 */
const SupportModal = lazy(async () => ({ default: (await import('./SupportModal.tsx')).SupportModal }));

interface SupportDialogControls {
  open(): void;
}

const SupportDialogContext = createContext<SupportDialogControls | null>(null);

/** Opens the support form; the header's Support item and the footer's contact button call it. */
export function useSupportDialog(): SupportDialogControls {
  const controls = useContext(SupportDialogContext);
  if (!controls) throw new Error('useSupportDialog must be used inside <SupportDialogProvider>');
  return controls;
}

/** Renders its children and the support modal (spec §2: opened from the header and the footer). */
export function SupportDialogProvider({ children }: { children: ReactNode }) {
  const [isOpen, setOpen] = useState(false);
  // Each opening starts a fresh form and workflow: no errors from an earlier visit linger.
  const [opening, setOpening] = useState(0);
  const controls = useMemo<SupportDialogControls>(
    () => ({
      open: () => {
        setOpening((count) => count + 1);
        setOpen(true);
      },
    }),
    [],
  );
  return (
    <SupportDialogContext value={controls}>
      {children}
      {opening > 0 && (
        <Suspense>
          <SupportModal key={opening} isOpen={isOpen} onOpenChange={setOpen} />
        </Suspense>
      )}
    </SupportDialogContext>
  );
}
