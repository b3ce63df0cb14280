import type { ReactNode } from 'react';
import {
  Disclosure as AriaDisclosure,
  DisclosureGroup as AriaDisclosureGroup,
  type DisclosureGroupProps as AriaDisclosureGroupProps,
  type DisclosureProps as AriaDisclosureProps,
  Button,
  composeRenderProps,
  DisclosurePanel,
  Heading,
} from 'react-aria-components';
import { Chevron } from '../icons/Chevron.tsx';
import * as styles from './Disclosure.css.ts';

export type DisclosureProps = Omit<AriaDisclosureProps, 'children'> & {
  /** The always-visible question or title; it is the button that shows and hides the content. */
  title: ReactNode;
  /** The level of the heading around the title, to fit the page's outline. */
  headingLevel?: 2 | 3 | 4 | 5 | 6;
  children: ReactNode;
};

/** A title that shows or hides its content (a FAQ answer). Put several in a DisclosureGroup for an accordion. */
export function Disclosure({ title, headingLevel = 3, className, children, ...props }: DisclosureProps) {
  return (
    <AriaDisclosure
      {...props}
      className={composeRenderProps(className, (custom) => [styles.disclosure, custom].filter(Boolean).join(' '))}
    >
      {({ isExpanded }) => (
        <>
          <Heading level={headingLevel} className={styles.heading}>
            <Button slot="trigger" className={styles.trigger}>
              {title}
              <Chevron direction={isExpanded ? 'up' : 'down'} />
            </Button>
          </Heading>
          <DisclosurePanel className={styles.panel}>
            <div className={styles.panelContent}>{children}</div>
          </DisclosurePanel>
        </>
      )}
    </AriaDisclosure>
  );
}

export type DisclosureGroupProps = AriaDisclosureGroupProps;

/** An accordion: by default opening one item closes the others (`allowsMultipleExpanded` lifts that). */
export function DisclosureGroup({ className, ...props }: DisclosureGroupProps) {
  return (
    <AriaDisclosureGroup
      {...props}
      className={composeRenderProps(className, (custom) => [styles.group, custom].filter(Boolean).join(' '))}
    />
  );
}
