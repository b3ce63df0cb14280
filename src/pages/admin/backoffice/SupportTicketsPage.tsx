import { useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { supportTicketListQuery } from '#api/adminSupport.ts';
import { formatApiError } from '#api/errors.ts';
import { type TicketRow, ticketStatuses } from '#contract/admin/support.ts';
import { Page } from '#pages/common/Page.tsx';
import { formatOrderDate } from '#pages/profile/orderFormat.ts';
import { Inline, Stack } from '#ui/Box/Box.tsx';
import { Button } from '#ui/Button/Button.tsx';
import { Checkbox, CheckboxGroup } from '#ui/Checkbox/Checkbox.tsx';
import { type DataColumn, DataTable } from '#ui/DataTable/DataTable.tsx';
import { TextField } from '#ui/TextField/TextField.tsx';
import * as styles from './Backoffice.css.ts';
import { type SupportSearch, supportQueryOf } from './supportSearch.ts';
import { ticketStatusLabel } from './ticketStatus.ts';

export interface SupportTicketsPageProps {
  /** The list's search, filters and page, as the URL holds them. */
  search: SupportSearch;
  /** The admin changed the search: the route writes the change into the URL. */
  onSearchChange: (patch: Partial<SupportSearch>) => void;
  /** Where a row leads: the ticket's page. */
  ticketHref: (ticketId: number) => string;
}

/**
 * The support center: every contact-form request, latest activity first, filtered from the URL.
 *
 * Use it for the back-office's support list. Not for one ticket (`SupportTicketView`).
 */
export function SupportTicketsPage({ search, onSearchChange, ticketHref }: SupportTicketsPageProps) {
  const { t, i18n } = useLingui();
  const list = useQuery(supportTicketListQuery(supportQueryOf(search)));
  const columns: DataColumn<TicketRow>[] = [
    { id: 'id', header: t`Ticket`, cell: (row) => `#${row.id}`, isRowHeader: true },
    { id: 'status', header: t`Status`, cell: (row) => i18n._(ticketStatusLabel[row.status]) },
    {
      id: 'from',
      header: t`From`,
      cell: (row) => (
        <>
          {row.full_name}
          <div className={styles.muted}>{row.email}</div>
        </>
      ),
    },
    { id: 'excerpt', header: t`Message`, cell: (row) => <span className={styles.customerText}>{row.excerpt}</span> },
    { id: 'assigned', header: t`Assigned to`, cell: (row) => row.assigned_admin?.name ?? '—' },
    { id: 'replies', header: t`Replies`, cell: (row) => row.replies, align: 'end' },
    { id: 'updated_at', header: t`Updated`, cell: (row) => formatOrderDate(row.updated_at, i18n.locale) },
  ];
  return (
    <Page title={t`Support center`}>
      <Stack gap="lg">
        <TicketFilters key={JSON.stringify(search)} search={search} onApply={onSearchChange} />
        <DataTable
          aria-label={t`Support tickets`}
          columns={columns}
          rows={list.data?.results ?? []}
          status={list.isError ? 'error' : list.isFetching ? 'loading' : 'ready'}
          errorMessage={list.isError ? formatApiError(list.error).join(' ') : undefined}
          onRetry={() => void list.refetch()}
          emptyMessage={t`No support request matches these filters.`}
          rowHref={(row) => ticketHref(row.id)}
          page={search.page}
          hasMore={list.data?.has_more ?? false}
          onPageChange={(page) => onSearchChange({ page })}
        />
      </Stack>
    </Page>
  );
}

function TicketFilters({
  search,
  onApply,
}: {
  search: SupportSearch;
  onApply: SupportTicketsPageProps['onSearchChange'];
}) {
  const { t, i18n } = useLingui();
  const [status, setStatus] = useState<string[]>(search.status ?? []);
  const [words, setWords] = useState(search.q ?? '');
  const apply = (event: FormEvent) => {
    event.preventDefault();
    onApply({
      page: 1,
      status: status.length > 0 ? (status as SupportSearch['status']) : undefined,
      q: words.trim() === '' ? undefined : words.trim(),
    });
  };
  return (
    <Inline as="form" gap="md" alignItems="flex-end" onSubmit={apply} aria-label={t`Filters`}>
      <CheckboxGroup label={t`Status`} value={status} onChange={setStatus}>
        {ticketStatuses.map((value) => (
          <Checkbox key={value} value={value}>
            {i18n._(ticketStatusLabel[value])}
          </Checkbox>
        ))}
      </CheckboxGroup>
      <TextField
        label={t`Search`}
        description={t`E-mail, name or words of the message`}
        value={words}
        onChange={setWords}
      />
      <Button type="submit">{t`Apply filters`}</Button>
    </Inline>
  );
}
