import { useLingui } from '@lingui/react/macro';
import { createContext, type ReactNode, useContext } from 'react';
import { Dialog as AriaDialog, type DialogProps as AriaDialogProps, Heading } from 'react-aria-components';
import { Button } from '../Button/Button.tsx';
import * as styles from './Dialog.css.ts';

/**
 * Whether the Dialog shows a close button: a closable Modal and a Sheet say yes. A Popover does not need one
 * (a click outside or Escape closes it), and a non-closable Modal must not have one.
 */
export const DialogClosableContext = createContext(false);

export type DialogProps = AriaDialogProps & {
  /** The title: it labels the dialog for screen readers. Without it, give the dialog an `aria-label`. */
  heading?: ReactNode;
  /** A picture shown beside the content on wide screens (the auth-success artwork). */
  image?: ReactNode;
};

/** The content of a Modal, Sheet or Popover: heading, close button, body, and an optional side image. */
export function Dialog({ heading, image, className, children, ...props }: DialogProps) {
  const { t } = useLingui();
  const isClosable = useContext(DialogClosableContext);
  return (
    <AriaDialog {...props} className={[styles.dialog, className].filter(Boolean).join(' ')}>
      {(renderProps) => (
        <>
          {image && <div className={styles.sideImage}>{image}</div>}
          <div className={styles.content}>
            {(heading || isClosable) && (
              <div className={styles.header}>
                {heading && (
                  <Heading slot="title" className={styles.heading}>
                    {heading}
                  </Heading>
                )}
                {isClosable && (
                  <Button slot="close" variant="ghost" size="sm" aria-label={t`Close`} className={styles.closeButton}>
                    <svg className={styles.closeIcon} viewBox="0 0 20 20" aria-hidden="true" focusable="false">
                      <path d="M5 5l10 10M15 5L5 15" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
                    </svg>
                  </Button>
                )}
              </div>
            )}
            {typeof children === 'function' ? children(renderProps) : children}
          </div>
        </>
      )}
    </AriaDialog>
  );
}

export { DialogTrigger } from 'react-aria-components';
