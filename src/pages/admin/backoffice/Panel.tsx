import { type ReactNode, useId } from 'react';
import { Panel as Surface } from '#ui/Box/Box.tsx';
import * as styles from './Backoffice.css.ts';

/**
 * One titled block of a back-office page (the order, user and ticket pages are made of them).
 *
 * Use it for each section of a back-office record page. Not for the shop's pages, which frame groups with the
 * design system's `Panel` and their own headings.
 */
export function Panel({
  title,
  children,
}: {
  /** The block's heading; it also names the section for assistive technology. */
  title: string;
  /** The block's content (often `Facts`). */
  children: ReactNode;
}) {
  const headingId = useId();
  return (
    <Surface as="section" aria-labelledby={headingId} display="grid" gap="sm" minWidth="0">
      <h2 id={headingId} className={styles.panelTitle}>
        {title}
      </h2>
      {children}
    </Surface>
  );
}

/** Name/value pairs (a description list). */
export function Facts({ facts }: { facts: readonly (readonly [string, ReactNode])[] }) {
  return (
    <dl className={styles.facts}>
      {facts.map(([name, value]) => (
        <div key={name} className={styles.factRow}>
          <dt className={styles.factName}>{name}</dt>
          <dd className={styles.factValue}>{value ?? '—'}</dd>
        </div>
      ))}
    </dl>
  );
}
