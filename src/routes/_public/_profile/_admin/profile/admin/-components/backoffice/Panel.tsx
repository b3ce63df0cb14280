import { type ReactNode, useId } from 'react';
import * as styles from './Backoffice.css.ts';

/** One titled block of a back-office page. */
export function Panel({ title, children }: { title: string; children: ReactNode }) {
  const headingId = useId();
  return (
    <section className={styles.panel} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.panelTitle}>
        {title}
      </h2>
      {children}
    </section>
  );
}

/** Name/value pairs (a description list). */
export function Facts({ facts }: { facts: readonly (readonly [string, ReactNode])[] }) {
  return (
    <dl className={styles.facts}>
      {facts.map(([name, value]) => (
        <div key={name} style={{ display: 'contents' }}>
          <dt className={styles.factName}>{name}</dt>
          <dd className={styles.factValue}>{value ?? '—'}</dd>
        </div>
      ))}
    </dl>
  );
}
