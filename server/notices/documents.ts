import type { CompanyInfo, CurrencyCode } from '#contract/lists.ts';
import type { OrderDocumentKind, OrderDocumentSummary } from '#contract/orders.ts';
import type { Db } from '../db/db.ts';
import { readSetting } from '../settings/settings.ts';

/**
 * Receipts and credit notes (issue #26). A paid order gets a receipt in the transaction that records the payment; a
 * refunded one a credit note in the transaction that records the refund. Each kind is numbered from its counter row
 * (document_counters), updated in that same transaction: the row lock makes numbers follow the commits, and a
 * transaction that rolls back takes its number with it, so the numbers have no gap (a sequence would leave one).
 * What a document says is frozen when it is issued.
 */

/** Why an order was refunded, as the buyer is told (the admin's reason is their own words). */
export type RefundCause =
  | { kind: 'offersFailed' }
  | { kind: 'latePayment' }
  | { kind: 'gateway' }
  | { kind: 'support'; note: string };

export interface DocumentContent {
  order: {
    id: number;
    code: string;
    createdAt: string;
    currency: CurrencyCode;
    total: number;
    paymentMethod: string;
  };
  seller: CompanyInfo;
  buyer: {
    name: string;
    email: string | null;
    address: string | null;
    postalCode: string | null;
    country: string | null;
    steamId: string | null;
  };
  lines: { name: string; price: number }[];
  paidAt: string;
  /** The consent to immediate delivery the buyer ticked; null for an order support placed for them. */
  consent: { at: string; version: string } | null;
  /** A credit note's refund, and the receipt it cancels. */
  refund?: { amount: number; cause: RefundCause; receiptNumber: string | null };
}

export interface OrderDocument {
  id: number;
  orderId: number;
  kind: OrderDocumentKind;
  number: number;
  issuedAt: Date;
  content: DocumentContent;
}

const prefixes: Record<OrderDocumentKind, string> = { receipt: 'R', credit_note: 'C' };

/** A document's number as printed: `R-000042`, `C-000007`. */
export const documentNumber = (kind: OrderDocumentKind, number: number) =>
  `${prefixes[kind]}-${String(number).padStart(6, '0')}`;

interface OrderFacts {
  id: number;
  code: string;
  created_at: Date;
  currency: CurrencyCode;
  total: number;
  method_name: string;
  delivery_consent_at: Date | null;
  delivery_consent_version: string | null;
  username: string;
  full_name: string | null;
  email: string | null;
  street_address: string | null;
  zip_code: string | null;
  country: string | null;
  steam_id: string | null;
}

async function orderFacts(tx: Db, orderId: number): Promise<OrderFacts> {
  const { rows } = await tx.query<OrderFacts>(
    `SELECT orders.id, orders.code, orders.created_at, orders.currency, orders.total, payment_gateways.method_name,
       orders.delivery_consent_at, orders.delivery_consent_version, users.username, users.full_name, users.email,
       users.street_address, users.zip_code, users.country, users.steam_id
     FROM orders JOIN users ON users.id = orders.user_id JOIN payment_gateways ON payment_gateways.id = orders.gateway_id
     WHERE orders.id = $1`,
    [orderId],
  );
  const order = rows[0];
  if (!order) throw new Error(`Order ${orderId} not found`);
  return order;
}

async function contentOf(tx: Db, orderId: number): Promise<DocumentContent> {
  const order = await orderFacts(tx, orderId);
  const { rows: lines } = await tx.query<{ name: string; price: number }>(
    `SELECT items.name, order_items.price FROM order_items JOIN items ON items.id = order_items.item_id
     WHERE order_items.order_id = $1 ORDER BY order_items.item_id`,
    [orderId],
  );
  return {
    order: {
      id: order.id,
      code: order.code,
      createdAt: order.created_at.toISOString(),
      currency: order.currency,
      total: order.total,
      paymentMethod: order.method_name,
    },
    seller: (await readSetting(tx, 'company_info')) as CompanyInfo,
    buyer: {
      name: order.full_name ?? order.username,
      email: order.email,
      address: order.street_address,
      postalCode: order.zip_code,
      country: order.country,
      steamId: order.steam_id,
    },
    lines,
    paidAt: new Date().toISOString(),
    consent:
      order.delivery_consent_at && order.delivery_consent_version
        ? { at: order.delivery_consent_at.toISOString(), version: order.delivery_consent_version }
        : null,
  };
}

async function existingDocument(tx: Db, orderId: number, kind: OrderDocumentKind) {
  const { rows } = await tx.query<OrderDocumentRow>(
    `SELECT ${documentColumns} FROM order_documents WHERE order_id = $1 AND kind = $2`,
    [orderId, kind],
  );
  return rows[0] && documentOf(rows[0]);
}

/** The next number of `kind`, taken in `tx`: the counter row stays locked until it commits or rolls back. */
async function takeNumber(tx: Db, kind: OrderDocumentKind): Promise<number> {
  const { rows } = await tx.query<{ last_number: number }>(
    'UPDATE document_counters SET last_number = last_number + 1 WHERE kind = $1 RETURNING last_number',
    [kind],
  );
  const number = rows[0]?.last_number;
  if (number === undefined) throw new Error(`No counter for ${kind}`);
  return number;
}

async function insertDocument(
  tx: Db,
  orderId: number,
  kind: OrderDocumentKind,
  content: DocumentContent,
): Promise<OrderDocument> {
  const number = await takeNumber(tx, kind);
  const { rows } = await tx.query<OrderDocumentRow>(
    `INSERT INTO order_documents (order_id, kind, number, content) VALUES ($1, $2, $3, $4)
     RETURNING ${documentColumns}`,
    [orderId, kind, number, JSON.stringify(content)],
  );
  return documentOf(rows[0] as OrderDocumentRow);
}

/**
 * The order's receipt, issued now in `tx` (the transaction that records the payment, the order row locked by it);
 * an order that has one keeps it.
 */
export async function issueReceipt(tx: Db, orderId: number): Promise<{ document: OrderDocument; isNew: boolean }> {
  const existing = await existingDocument(tx, orderId, 'receipt');
  if (existing) return { document: existing, isNew: false };
  return { document: await insertDocument(tx, orderId, 'receipt', await contentOf(tx, orderId)), isNew: true };
}

/** The order's credit note for a refund of `amount`, issued in the refund's transaction (once). */
export async function issueCreditNote(
  tx: Db,
  orderId: number,
  refund: { amount: number; cause: RefundCause; receipt: OrderDocument | undefined },
): Promise<OrderDocument> {
  const existing = await existingDocument(tx, orderId, 'credit_note');
  if (existing) return existing;
  const content = await contentOf(tx, orderId);
  return insertDocument(tx, orderId, 'credit_note', {
    ...content,
    paidAt: refund.receipt?.content.paidAt ?? content.paidAt,
    refund: {
      amount: refund.amount,
      cause: refund.cause,
      receiptNumber: refund.receipt ? documentNumber('receipt', refund.receipt.number) : null,
    },
  });
}

interface OrderDocumentRow {
  id: number;
  order_id: number;
  kind: OrderDocumentKind;
  number: number;
  issued_at: Date;
  content: DocumentContent;
}

const documentColumns = 'id, order_id, kind, number, issued_at, content';

const documentOf = (row: OrderDocumentRow): OrderDocument => ({
  id: row.id,
  orderId: row.order_id,
  kind: row.kind,
  number: row.number,
  issuedAt: row.issued_at,
  content: row.content,
});

/** An order's documents as its pages list them, receipt first. */
export async function documentsOfOrder(db: Db, orderId: number): Promise<OrderDocumentSummary[]> {
  const { rows } = await db.query<{ kind: OrderDocumentKind; number: number; issued_at: Date }>(
    `SELECT kind, number, issued_at FROM order_documents WHERE order_id = $1
     ORDER BY CASE kind WHEN 'receipt' THEN 0 ELSE 1 END`,
    [orderId],
  );
  return rows.map((row) => ({
    kind: row.kind,
    number: documentNumber(row.kind, row.number),
    issued_at: row.issued_at.toISOString(),
  }));
}

/** One document of an order; undefined when it has none of that kind (yet). */
export async function orderDocument(
  db: Db,
  orderId: number,
  kind: OrderDocumentKind,
): Promise<OrderDocument | undefined> {
  return existingDocument(db, orderId, kind);
}

export async function documentById(db: Db, documentId: number): Promise<OrderDocument | undefined> {
  const { rows } = await db.query<OrderDocumentRow>(`SELECT ${documentColumns} FROM order_documents WHERE id = $1`, [
    documentId,
  ]);
  return rows[0] && documentOf(rows[0]);
}
