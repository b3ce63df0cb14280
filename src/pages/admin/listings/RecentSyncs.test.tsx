import { I18nProvider } from '@lingui/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { mswUrl } from '#api/testing.ts';
import { activateMessages, i18n } from '#app/i18n.ts';
import { type InventorySync, inventoryEndpoints } from '#contract/admin/inventory.ts';
import { activateSourceLocale } from '#test/sourceLocale.ts';
import { finishedSync, runningSync } from '../backoffice/backoffice.fixtures.ts';
import { RecentSyncs, RecentSyncsTable, type RecentSyncsTableProps } from './RecentSyncs.tsx';
import { failedSync, manySyncs, scheduledSync, syncPage } from './syncs.fixtures.ts';

/**
 * What an admin reads of the last inventory syncs on the listings page: each sync's totals, who started it, what it
 * could not read and why, each inventory's own counts on demand, and older syncs a page away, with the real API
 * client talking to msw where the history is read.
 */

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));
afterEach(() => {
  server.resetHandlers();
  activateSourceLocale();
});
afterAll(() => server.close());

function table(syncs: InventorySync[], props: Partial<RecentSyncsTableProps> = {}) {
  render(
    <I18nProvider i18n={i18n}>
      <RecentSyncsTable
        syncs={syncs}
        status="ready"
        onRetry={() => {}}
        page={1}
        hasMore={false}
        onPageChange={() => {}}
        {...props}
      />
    </I18nProvider>,
  );
}

/** Each row of the table as `{ column heading: cell text }`, the headings read from the table itself. */
function rowsByColumn(name = 'Recent syncs') {
  const grid = screen.getByRole('grid', { name });
  const headings = within(grid)
    .getAllByRole('columnheader')
    .map((heading) => heading.textContent ?? '');
  return within(grid)
    .getAllByRole('row')
    .slice(1)
    .map((row) => {
      const cells = [...row.querySelectorAll('[role="rowheader"], [role="gridcell"]')];
      return Object.fromEntries(cells.map((cell, index) => [headings[index], cell.textContent ?? '']));
    });
}

/** The sync history endpoint answering `pages` (page 1 first); the pages and sizes asked for are recorded. */
function answerHistory(pages: InventorySync[][]) {
  const asked: { page: string | null; pageSize: string | null }[] = [];
  server.use(
    http.get(mswUrl(inventoryEndpoints.list), ({ request }) => {
      const query = new URL(request.url).searchParams;
      asked.push({ page: query.get('page'), pageSize: query.get('page_size') });
      const page = Number(query.get('page'));
      return HttpResponse.json(syncPage(pages[page - 1] ?? [], page, page < pages.length));
    }),
  );
  return asked;
}

function wired() {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <I18nProvider i18n={i18n}>
      <QueryClientProvider client={queryClient}>
        <RecentSyncs />
      </QueryClientProvider>
    </I18nProvider>,
  );
}

describe('recent syncs', () => {
  it('shows each sync’s totals under their headings, with who started it, newest first', () => {
    table([finishedSync, scheduledSync]);
    const [byAdmin, bySchedule] = rowsByColumn();
    expect(byAdmin).toMatchObject({
      'Started by': 'admin',
      Added: '12',
      Changed: '0',
      'Taken off sale': '1',
      'Back on sale': '0',
      'Needing attention': '1',
      'Held by orders': '0',
    });
    expect(byAdmin?.When).toMatch(/^Nov 20, 2026/);
    expect(bySchedule).toMatchObject({
      'Started by': 'Schedule',
      Added: '0',
      Changed: '2',
      'Taken off sale': '0',
      'Back on sale': '1',
      'Held by orders': '3',
    });
    expect(bySchedule?.Status).toMatch(/^Finished3 inventories/);
  });

  it('says which inventories were not read, why and after how many attempts, and the sync’s own failure', () => {
    table([finishedSync, failedSync]);
    const [withFailedPart, failed] = rowsByColumn();
    expect(withFailedPart?.Status).toMatch(/^Finished with errors1 of 3 inventories not read:/);
    const notRead = screen.getByRole('list', { name: 'Inventories not read' });
    expect(
      within(notRead)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['sandbox_bot · Rust: Steam is throttling inventory requests (429) (4 attempts)']);
    expect(failed?.Status).toMatch(/^FailedConnection terminated unexpectedly3 inventories/);
  });

  it('shows a running sync’s progress', () => {
    table([runningSync]);
    const progress = screen.getByRole('progressbar', { name: 'Inventories read' });
    expect(progress.getAttribute('aria-valuetext')).toBe('1 / 3');
    expect(rowsByColumn()[0]?.Status).toMatch(/^Running/);
  });

  it('opens each inventory’s own counts on demand, from the keyboard', async () => {
    table([finishedSync]);
    const toggle = screen.getByRole('button', { name: '3 inventories' });
    const parts = () => screen.getByRole('list', { name: 'Inventories of this sync', hidden: true });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    expect(parts().closest('[hidden]')).not.toBeNull();
    const user = userEvent.setup();
    // As from the keyboard: Tab into the table (its row), then along the row's cells to the Inventories button.
    await user.tab();
    for (let cell = 0; cell < 12 && document.activeElement !== toggle; cell += 1) await user.keyboard('{ArrowRight}');
    expect(document.activeElement).toBe(toggle);
    await user.keyboard('{Enter}');
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    expect(parts().closest('[hidden]')).toBeNull();
    expect(
      within(parts())
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      'sandbox_bot · CS2Read7 assets on Steam · 6 added · 1 needing attention',
      'sandbox_bot · Dota 2Read8 assets on Steam · 6 added · 1 taken off sale',
      'sandbox_bot · RustNot read4 attemptsSteam is throttling inventory requests (429)',
    ]);
    await user.keyboard(' ');
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
  });

  it('reads the newest syncs first and older ones a page later', async () => {
    const older = [{ ...failedSync, id: 3 }];
    const asked = answerHistory([manySyncs, older]);
    wired();
    await waitFor(() => expect(rowsByColumn()).toHaveLength(10));
    expect(asked[0]).toEqual({ page: '1', pageSize: '10' });
    await userEvent.setup().click(screen.getByRole('button', { name: 'Next page' }));
    await waitFor(() => expect(rowsByColumn()).toHaveLength(1));
    expect(asked.at(-1)).toEqual({ page: '2', pageSize: '10' });
    expect(rowsByColumn()[0]?.Status).toMatch(/^Failed/);
    expect(screen.getByRole('button', { name: 'Next page' })).toHaveProperty('disabled', true);
  });

  it('says when there has been no sync yet', async () => {
    answerHistory([]);
    wired();
    expect(await screen.findByText('No sync yet. Sync now reads the bots’ inventories.')).toBeTruthy();
  });

  it('says when the history could not be read, and reads it again on Try again', async () => {
    server.use(
      http.get(
        mswUrl(inventoryEndpoints.list),
        () => HttpResponse.json({ detail: 'You do not have permission to perform this action.' }, { status: 403 }),
        { once: true },
      ),
    );
    wired();
    expect((await screen.findByRole('alert')).textContent).toMatch(/You do not have permission/);
    answerHistory([[finishedSync]]);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(rowsByColumn()).toHaveLength(1));
  });

  it('follows a running sync until it ends', async () => {
    let answers = 0;
    server.use(
      http.get(mswUrl(inventoryEndpoints.list), () => {
        answers += 1;
        return HttpResponse.json(syncPage([answers === 1 ? runningSync : { ...finishedSync, id: runningSync.id }]));
      }),
    );
    wired();
    expect(await screen.findByRole('progressbar', { name: 'Inventories read' })).toBeTruthy();
    await waitFor(() => expect(rowsByColumn()[0]?.Status).toMatch(/^Finished with errors/));
    expect(screen.queryByRole('progressbar', { name: 'Inventories read' })).toBeNull();
  });

  it('speaks French', () => {
    activateMessages('fr');
    table([finishedSync, scheduledSync]);
    const [byAdmin, bySchedule] = rowsByColumn('Synchronisations récentes');
    expect(byAdmin).toMatchObject({ Ajoutées: '12', 'Retirées de la vente': '1', 'À examiner': '1' });
    expect(byAdmin?.Date).toMatch(/^20 nov\. 2026/);
    expect(byAdmin?.Statut).toMatch(
      /^Terminée avec des erreurs1 inventaire sur 3 non lu :sandbox_bot · Rust : Steam is throttling inventory requests \(429\) \(4 tentatives\)/,
    );
    expect(bySchedule?.['Lancée par']).toBe('Planification');
    expect(screen.getAllByRole('button', { name: '3 inventaires' })).toHaveLength(2);
  });
});
