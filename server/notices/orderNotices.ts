import type { CompanyInfo, CurrencyCode } from '#contract/lists.ts';
import type { MailAttachmentRef } from '#contract/mail.ts';
import type { OrderStatus } from '#contract/orders.ts';
import type { Db } from '../db/db.ts';
import type { JobSender } from '../jobs/queue.ts';
import { queueNoticeMail } from '../mail/outbox.ts';
import type { OrderContext, OrderEvent } from '../orders/order.types.ts';
import { publishOrderChange } from '../orders/orderEvents.ts';
import { readSetting } from '../settings/settings.ts';
import { refundCauseText } from './documentPdf.ts';
import { documentNumber, issueCreditNote, issueReceipt, type OrderDocument, type RefundCause } from './documents.ts';
import { type NoticeMessage, renderNotice } from './mailLayout.ts';
import { formatMoney, type NoticeTexts, noticeTexts } from './texts.ts';

/**
 * What an order's transition tells the buyer (issue #26), inside the transaction that stores it: the receipt of a
 * payment and the credit note of a refund are issued, the buyer's e-mail is queued in the outbox (once per
 * transition: its topic is the order's new version), and the pages showing the order are notified. All of it
 * commits with the transition or not at all.
 */
export interface OrderNoticeDeps {
  jobs: JobSender;
  /** The site the e-mails link back to (the buyer's order page, their settings). */
  siteOrigin: string;
  /** The Steam name of the bot that delivers these skins, read in the transition's transaction. */
  senderName(itemIds: number[], tx: Db): Promise<string>;
}

export interface TransitionFacts {
  orderId: number;
  userId: number;
  from: OrderStatus;
  to: OrderStatus;
  event: OrderEvent;
  /** The order's context after the transition. */
  context: OrderContext;
  /** The order's version after the transition. */
  version: number;
  total: number;
  currency: CurrencyCode;
}

/** Steam's own lifetime of a trade offer: the shop sets none of its own. */
export const tradeOfferOpenDays = 14;

/**
 * Which transitions mail the buyer, and whether they may turn that mail off. Receipts, refunds and everything about
 * a trade offer always go out; a delivery they made themselves and a payment that did not go through are
 * `optional`. The internal steps (Steam Guard confirmation) and a reversal the buyer caused send nothing.
 */
type MailKind =
  | 'paymentReceived'
  | 'offerSent'
  | 'offerFailed'
  | 'offerSuspicious'
  | 'delivered'
  | 'refunded'
  | 'paymentFailed';

const optionalKinds: ReadonlySet<MailKind> = new Set(['delivered', 'paymentFailed']);

function mailKindOf(facts: TransitionFacts): MailKind | undefined {
  if (facts.to === 'paid' && facts.from === 'awaiting_payment') return 'paymentReceived';
  if (facts.event.type === 'offer.sent') return 'offerSent';
  switch (facts.to) {
    case 'offer_declined':
    case 'offer_expired':
      return 'offerFailed';
    case 'offer_suspicious':
      return 'offerSuspicious';
    case 'delivered':
      return 'delivered';
    case 'refunded':
      return 'refunded';
    case 'payment_failed':
      return 'paymentFailed';
    default:
      return undefined;
  }
}

/** Why the order was refunded, from the event that refunded it. */
function refundCauseOf(event: OrderEvent): RefundCause {
  switch (event.type) {
    case 'admin.refund':
      return { kind: 'support', note: event.reason };
    case 'payment.refunded':
      return { kind: 'gateway' };
    case 'payment.succeeded':
      return { kind: 'latePayment' };
    default:
      return { kind: 'offersFailed' };
  }
}

/** The documents a transition issues: a receipt when paid, a credit note (and a late payment's receipt) when refunded. */
async function issueDocuments(tx: Db, facts: TransitionFacts): Promise<OrderDocument[]> {
  if (facts.to === 'paid' && facts.from === 'awaiting_payment') {
    const { document } = await issueReceipt(tx, facts.orderId);
    return [document];
  }
  if (facts.to !== 'refunded') return [];
  // Every refund pays back a payment the shop received: one that arrived too late has its receipt issued now.
  const receipt = await issueReceipt(tx, facts.orderId);
  const creditNote = await issueCreditNote(tx, facts.orderId, {
    amount: facts.total,
    cause: refundCauseOf(facts.event),
    receipt: receipt.document,
  });
  return receipt.isNew ? [receipt.document, creditNote] : [creditNote];
}

interface Buyer {
  email: string | null;
  language: 'en' | 'fr';
  order_update_emails: boolean;
  name: string;
}

interface OrderFacts {
  code: string;
  method_name: string;
}

export async function announceTransition(tx: Db, facts: TransitionFacts, deps: OrderNoticeDeps): Promise<void> {
  const documents = await issueDocuments(tx, facts);
  await queueTransitionMail(tx, facts, documents, deps);
  await publishOrderChange(tx, {
    order_id: facts.orderId,
    user_id: facts.userId,
    status: facts.to,
    version: facts.version,
  });
}

async function queueTransitionMail(
  tx: Db,
  facts: TransitionFacts,
  documents: OrderDocument[],
  deps: OrderNoticeDeps,
): Promise<void> {
  const kind = mailKindOf(facts);
  if (!kind) return;
  const { rows: buyers } = await tx.query<Buyer>(
    `SELECT email, language, order_update_emails, coalesce(full_name, username) AS name FROM users WHERE id = $1`,
    [facts.userId],
  );
  const buyer = buyers[0];
  // No address (an account support created without one): the order page says it all.
  if (!buyer?.email) return;
  if (optionalKinds.has(kind) && !buyer.order_update_emails) return;

  const { rows: orders } = await tx.query<OrderFacts>(
    `SELECT orders.code, payment_gateways.method_name FROM orders
     JOIN payment_gateways ON payment_gateways.id = orders.gateway_id WHERE orders.id = $1`,
    [facts.orderId],
  );
  const order = orders[0];
  if (!order) return;
  const { rows: items } = await tx.query<{ item_id: number; name: string; price: number }>(
    `SELECT order_items.item_id, items.name, order_items.price FROM order_items JOIN items ON items.id = order_items.item_id
     WHERE order_items.order_id = $1 ORDER BY order_items.item_id`,
    [facts.orderId],
  );
  const texts = noticeTexts[buyer.language];
  const company = (await readSetting(tx, 'company_info')) as CompanyInfo;
  const money = (amount: number) => formatMoney(texts, amount, facts.currency);
  const botName =
    kind === 'offerSent' || kind === 'offerSuspicious'
      ? await deps.senderName(
          items.map((item) => item.item_id),
          tx,
        )
      : '';
  const content = messageOf(kind, { texts, facts, code: order.code, botName, money, documents });
  const message: NoticeMessage = {
    ...content,
    greeting: texts.greeting(buyer.name),
    orderLine: texts.orderLine(order.code),
    items: items.map((item) => ({ name: item.name, price: money(item.price) })),
    total: money(facts.total),
    action: { label: texts.viewOrder, url: `${deps.siteOrigin}/profile/orders/${facts.orderId}` },
    ...(optionalKinds.has(kind) && { preferencesUrl: `${deps.siteOrigin}/profile?tab=settings` }),
    company,
  };
  const attachments: MailAttachmentRef[] = documents.map((document) => ({
    documentId: document.id,
    language: buyer.language,
  }));
  await queueNoticeMail(tx, deps.jobs, {
    to: buyer.email,
    ...renderNotice(texts, message),
    attachments,
    topic: `order:${facts.orderId}:v${facts.version}`,
  });
}

interface MessageInputs {
  texts: NoticeTexts;
  facts: TransitionFacts;
  code: string;
  botName: string;
  money: (amount: number) => string;
  documents: OrderDocument[];
}

type MessageContent = Pick<NoticeMessage, 'subject' | 'paragraphs' | 'warning'>;

const documentLine = (documents: OrderDocument[], kind: OrderDocument['kind']) => {
  const document = documents.find((each) => each.kind === kind);
  return document && documentNumber(document.kind, document.number);
};

function messageOf(kind: MailKind, { texts, facts, code, botName, money, documents }: MessageInputs): MessageContent {
  const { context } = facts;
  switch (kind) {
    case 'paymentReceived': {
      const receipt = documentLine(documents, 'receipt');
      return {
        subject: texts.paymentReceived.subject(code),
        paragraphs: [
          texts.paymentReceived.lead(money(facts.total)),
          texts.paymentReceived.next,
          ...(receipt ? [texts.paymentReceived.receiptAttached(receipt)] : []),
        ],
      };
    }
    case 'offerSent':
      return {
        subject: texts.offerSent.subject(code),
        paragraphs: [
          texts.offerSent.lead(botName),
          texts.offerSent.codeCheck(code),
          texts.offerSent.openFor(tradeOfferOpenDays),
        ],
        warning: texts.offerSent.lookAlike(botName, code),
      };
    case 'offerFailed': {
      const declined = facts.to === 'offer_declined';
      const retriesLeft = context.offerAttempts < context.maxOfferAttempts;
      return {
        subject: texts.offerFailed.subject(code, declined),
        paragraphs: [
          texts.offerFailed.lead(declined),
          retriesLeft
            ? texts.offerFailed.retry(context.offerAttempts + 1, context.maxOfferAttempts)
            : texts.offerFailed.refund,
        ],
      };
    }
    case 'offerSuspicious':
      return {
        subject: texts.offerSuspicious.subject(code),
        paragraphs: [texts.offerSuspicious.lead, texts.offerSuspicious.confirm],
        warning: texts.offerSuspicious.check(botName, code),
      };
    case 'delivered':
      return { subject: texts.delivered.subject(code), paragraphs: [texts.delivered.lead, texts.delivered.reversal] };
    case 'refunded': {
      const creditNote = documentLine(documents, 'credit_note');
      return {
        subject: texts.refunded.subject(code),
        paragraphs: [
          texts.refunded.lead(money(facts.total)),
          `${texts.refunded.why} ${refundCauseText(texts, refundCauseOf(facts.event))}`,
          texts.refunded.delay,
          ...(creditNote ? [texts.refunded.creditNoteAttached(creditNote)] : []),
        ],
      };
    }
    case 'paymentFailed':
      return {
        subject: texts.paymentFailed.subject(code),
        paragraphs: [texts.paymentFailed.lead, texts.paymentFailed.next],
      };
  }
}

/** A new order is news for the admin's orders page (the buyer's pages too): told once its transaction commits. */
export async function announceNewOrder(tx: Db, order: { orderId: number; userId: number }): Promise<void> {
  await publishOrderChange(tx, {
    order_id: order.orderId,
    user_id: order.userId,
    status: 'awaiting_payment',
    version: 0,
  });
}
