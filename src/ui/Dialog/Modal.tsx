import {
  Modal as AriaModal,
  type ModalOverlayProps as AriaModalOverlayProps,
  composeRenderProps,
  ModalOverlay,
} from 'react-aria-components';
import { DialogClosableContext } from './Dialog.tsx';
import { centred, type ModalVariants, modal, modalBackdrop } from './Modal.css.ts';

export type ModalProps = Omit<AriaModalOverlayProps, 'isDismissable' | 'isKeyboardDismissDisabled'> &
  ModalVariants & {
    /**
     * `false` makes a modal the visitor must answer (the /auth-success profile form): no close button,
     * Escape and clicks outside do nothing; only the app closes it.
     */
    isClosable?: boolean;
  };

/**
 * A centred modal over a dimmed page. Put a Dialog inside. While it is open react-aria locks the page scroll
 * (`overflow: hidden` on the root element) and restores it on close; Modal.stories.tsx checks it.
 *
 * Use it for a task that must be finished or dismissed before the page goes on (confirm a purchase, complete the
 * profile). Not for options anchored to a control (a `Popover` or a `Menu`), nor for a panel that slides in from
 * an edge (a `Sheet`), nor for news the shopper need not answer (a toast).
 */
export function Modal({ isClosable = true, size, className, children, ...props }: ModalProps) {
  return (
    <ModalOverlay
      {...props}
      isDismissable={isClosable}
      isKeyboardDismissDisabled={!isClosable}
      className={[modalBackdrop, centred].join(' ')}
    >
      <AriaModal
        className={composeRenderProps(className, (custom) => [modal({ size }), custom].filter(Boolean).join(' '))}
      >
        {composeRenderProps(children, (content) => (
          <DialogClosableContext value={isClosable}>{content}</DialogClosableContext>
        ))}
      </AriaModal>
    </ModalOverlay>
  );
}
