import { type ReactNode, useEffect } from 'react';
import { useMarkPageLive } from '#app/pageLive.ts';
import { Stack } from '#ui/Box/Box.tsx';
import { brandName } from '#ui/Logo/Logo.tsx';
import * as styles from './Page.css.ts';

interface PageProps {
  title: string;
  lead?: ReactNode;
  /** Reading pages (FAQ, terms, policy) keep a comfortable line length. */
  narrow?: boolean;
  children?: ReactNode;
}

/**
 * The frame every page shares: one h1, an optional lead, and the browser tab titled after the page. It gives none of
 * what react-aria's widgets read (src/app/AriaProviders.tsx): pages the server draws hydrate without react-aria, and
 * their widgets, loaded later, bring their own; the pages made of widgets get it from their layout or their route.
 */
export function Page({ title, lead, narrow = false, children }: PageProps) {
  useEffect(() => {
    document.title = `${title} · ${brandName}`;
  }, [title]);
  useMarkPageLive();

  return (
    <div className={[styles.page, narrow && styles.narrowPage].filter(Boolean).join(' ')}>
      <Stack as="header" gap="sm">
        <h1 className={styles.title}>{title}</h1>
        {lead && <p className={styles.lead}>{lead}</p>}
      </Stack>
      {children}
    </div>
  );
}

interface EmptyStateProps {
  title: string;
  children: ReactNode;
  action?: ReactNode;
}

/** What a page shows when it has nothing to show yet, saying so plainly. */
export function EmptyState({ title, children, action }: EmptyStateProps) {
  return (
    <section className={styles.emptyState}>
      <h2 className={styles.emptyStateTitle}>{title}</h2>
      <p className={styles.emptyStateText}>{children}</p>
      {action}
    </section>
  );
}
