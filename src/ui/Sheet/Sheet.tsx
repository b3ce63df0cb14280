import {
  Modal as AriaModal,
  type ModalOverlayProps as AriaModalOverlayProps,
  composeRenderProps,
  ModalOverlay,
} from 'react-aria-components';
import { DialogClosableContext } from '../Dialog/Dialog.tsx';
import { backdrop } from '../Dialog/Modal.css.ts';
import { type SheetVariants, sheet } from './Sheet.css.ts';

export type SheetProps = Omit<AriaModalOverlayProps, 'isDismissable' | 'isKeyboardDismissDisabled'> & SheetVariants;

/**
 * A panel that slides in from the left or right edge (the mobile navigation, the store filters on phones).
 * It is a modal: focus stays inside, the page does not scroll, Escape or a click on the page closes it.
 * Put a Dialog inside. The app closes it on navigation by controlling `isOpen`.
 *
 * Use it for a panel that takes a phone's whole height (navigation, filters). Not for a short task in the middle
 * of the page (a `Modal`), nor for content anchored to a control (a `Popover`).
 */
export function Sheet({ side, className, children, ...props }: SheetProps) {
  return (
    <ModalOverlay {...props} isDismissable className={backdrop({ layer: 'sheet' })}>
      <AriaModal
        className={composeRenderProps(className, (custom) => [sheet({ side }), custom].filter(Boolean).join(' '))}
      >
        {composeRenderProps(children, (content) => (
          <DialogClosableContext value={true}>{content}</DialogClosableContext>
        ))}
      </AriaModal>
    </ModalOverlay>
  );
}
