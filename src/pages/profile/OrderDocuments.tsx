import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import type { DeliveryConsent, OrderDocumentKind, OrderDocumentSummary } from '#contract/orders.ts';
import { Button } from '#ui/Button/Button.tsx';
import * as styles from './OrderDetail.css.ts';
import { formatOrderDate } from './orderFormat.ts';

export interface OrderDocumentsProps {
  documents: readonly OrderDocumentSummary[];
  /** Fetches the document (with the session's token) and saves it; rejects when that failed. */
  onDownload: (kind: OrderDocumentKind) => Promise<void>;
}

/** The order's receipt and credit note as PDF downloads; an unpaid order says when its receipt comes. */
export function OrderDocuments({ documents, onDownload }: OrderDocumentsProps) {
  const { t, i18n } = useLingui();
  const [pending, setPending] = useState<OrderDocumentKind>();
  const [failed, setFailed] = useState(false);
  if (documents.length === 0)
    return <p className={styles.muted}>{t`The receipt is issued once the payment is received.`}</p>;
  const download = async (kind: OrderDocumentKind) => {
    setPending(kind);
    setFailed(false);
    try {
      await onDownload(kind);
    } catch {
      setFailed(true);
    } finally {
      setPending(undefined);
    }
  };
  return (
    <>
      <ul className={styles.documents}>
        {documents.map((document) => {
          const date = formatOrderDate(document.issued_at, i18n.locale);
          return (
            <li key={document.kind} className={styles.document}>
              <span>
                {document.kind === 'receipt' ? t`Receipt ${document.number}` : t`Credit note ${document.number}`}
                <span className={styles.muted}> · {date}</span>
              </span>
              <Button
                variant="secondary"
                size="sm"
                isPending={pending === document.kind}
                onPress={() => void download(document.kind)}
              >
                {document.kind === 'receipt' ? t`Download the receipt (PDF)` : t`Download the credit note (PDF)`}
              </Button>
            </li>
          );
        })}
      </ul>
      {failed && (
        <p role="alert" className={styles.muted}>
          <Trans>The download did not work. Please try again.</Trans>
        </p>
      )}
    </>
  );
}

/** The consent to immediate delivery the order recorded, in a sentence. */
export function ConsentLine({ consent }: { consent: DeliveryConsent | null }) {
  const { t, i18n } = useLingui();
  if (!consent) return <>{t`No consent to immediate delivery: the order was placed by support.`}</>;
  const at = formatOrderDate(consent.at, i18n.locale);
  return <>{t`Immediate delivery asked for on ${at} (text ${consent.version}).`}</>;
}
