import { extractText } from 'unpdf';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminOrderEndpoints } from '#contract/admin/orders.ts';
import { idempotencyKeyHeader, purchaseEndpoints } from '#contract/cart.ts';
import { consentField, consentRequiredMessage, immediateDeliveryConsent } from '#contract/consent.ts';
import { endpointPath } from '#contract/endpoint.ts';
import { orderEndpoints } from '#contract/orders.ts';
import { preferencesEndpoints } from '#contract/preferences.ts';
import {
  type Buyer,
  buySkin,
  callEndpoint,
  createShopTestApp,
  newIdempotencyKey,
  orderState,
  pressCheckoutButton,
  runUntil,
  type ShopTestApp,
  shownPrice,
  workerFor,
} from '../orders/testKit.ts';
import type { GatewayEvent } from '../payments/gateway.ts';
import { signatureHeader, signPayload } from '../payments/signature.ts';
import { renderDocumentPdf } from './documentPdf.ts';
import { issueReceipt, orderDocument } from './documents.ts';

/**
 * What an order tells its buyer (issue #26), on the real app: the consent the purchase needs, the receipt and credit
 * note with their gap-free numbers, one e-mail per transition in the buyer's language (replayed webhooks and worker
 * retries included), with text and HTML parts and the documents attached once sent.
 */
const webhookSecret = 'whsec_test_notices_0123456789abcdef';
let shop: ShopTestApp;
let alex: Buyer;
let camille: Buyer;
let admin: Buyer;

interface OutboxRow {
  id: number;
  to_address: string;
  subject: string;
  text_body: string;
  html_body: string | null;
  attachments: { documentId: number; language: string }[];
  topic: string | null;
}

const outboxOf = async (to: string) =>
  (
    await shop.db.query<OutboxRow>(
      'SELECT id, to_address, subject, text_body, html_body, attachments, topic FROM mail_outbox WHERE to_address = $1 ORDER BY id',
      [to],
    )
  ).rows;

/** The PDF's text, its lines joined as one (a sentence may wrap anywhere). */
const pdfText = async (pdf: Buffer) =>
  (await extractText(new Uint8Array(pdf), { mergePages: true })).text.replace(/\s+/g, ' ');

beforeAll(async () => {
  shop = await createShopTestApp({ webhookSecret });
  alex = await shop.buyer(1);
  camille = await shop.buyer(2);
  admin = await shop.buyer(3);
  await shop.db.query('UPDATE users SET is_admin = true WHERE id = $1', [admin.userId]);
  await shop.db.query(`UPDATE users SET email = 'alex@example.test', full_name = 'Alex Martin' WHERE id = $1`, [
    alex.userId,
  ]);
  await shop.db.query(
    `UPDATE users SET email = 'camille@example.test', full_name = 'Camille Dubois', street_address = '3 rue de l’Église',
       zip_code = '75004', country = 'FR' WHERE id = $1`,
    [camille.userId],
  );
  const french = await callEndpoint(shop.app, preferencesEndpoints.update, camille, { body: { language: 'fr' } });
  expect(french.json()).toEqual({ language: 'fr', order_update_emails: true });
}, 60_000);
afterAll(() => shop.close());

async function paidOrderOf(buyer: Buyer): Promise<number> {
  const [skinId] = await shop.availableSkins(1);
  const bought = await buySkin(shop.app, buyer, skinId as number);
  expect(bought.statusCode).toBe(200);
  const answer = bought.json<{ checkout_url: string; order_id: number }>();
  await pressCheckoutButton(shop.app, answer.checkout_url, 'pay');
  return answer.order_id;
}

describe('the consent to immediate delivery', () => {
  it('is required by both purchases, naming the field, and nothing is reserved without it', async () => {
    const [skinId] = await shop.availableSkins(1);
    const { amount, currency } = await shownPrice(shop.db, alex, skinId as number);
    const attempts = [
      { skin_id: skinId, price: amount, currency },
      { skin_id: skinId, price: amount, currency, [consentField]: 'immediate-delivery/2020-01' },
    ];
    for (const body of attempts) {
      const refused = await shop.app.inject({
        method: 'POST',
        url: `/api/${endpointPath(purchaseEndpoints.skinPurchase, { id: 1 })}`,
        headers: { ...alex.headers, [idempotencyKeyHeader]: newIdempotencyKey() },
        payload: body,
      });
      expect(refused.statusCode).toBe(400);
      expect(refused.json()).toEqual({ [consentField]: [consentRequiredMessage] });
    }
    const cart = await shop.app.inject({
      method: 'POST',
      url: `/api/${endpointPath(purchaseEndpoints.cartPurchase, { id: 1 })}`,
      headers: { ...alex.headers, [idempotencyKeyHeader]: newIdempotencyKey() },
      payload: { total: 1, currency: 'EUR' },
    });
    expect(cart.json()).toEqual({ [consentField]: [consentRequiredMessage] });
    const { rows } = await shop.db.query('SELECT 1 FROM reservations WHERE item_id = $1', [skinId]);
    expect(rows).toEqual([]);
  });

  it('is recorded on the order with its time and the text’s version, and shown on both order pages', async () => {
    const before = Date.now();
    const [skinId] = await shop.availableSkins(1);
    const { order_id: orderId } = (await buySkin(shop.app, alex, skinId as number)).json<{ order_id: number }>();
    const mine = (await callEndpoint(shop.app, orderEndpoints.order, alex, { params: { id: orderId } })).json();
    expect(mine.delivery_consent.version).toBe(immediateDeliveryConsent.version);
    expect(Date.parse(mine.delivery_consent.at)).toBeGreaterThanOrEqual(before - 1000);
    const adminView = await callEndpoint(shop.app, adminOrderEndpoints.detail, admin, { params: { id: orderId } });
    expect(adminView.json().delivery_consent).toEqual(mine.delivery_consent);
  });
});

describe('receipts and credit notes', () => {
  it('gives a paid order a receipt, numbered after the last one, downloadable by its buyer and an admin only', async () => {
    const { rows } = await shop.db.query<{ last_number: number }>(
      "SELECT last_number FROM document_counters WHERE kind = 'receipt'",
    );
    const orderId = await paidOrderOf(camille);
    const expected = `R-${String((rows[0]?.last_number ?? 0) + 1).padStart(6, '0')}`;
    const detail = (await callEndpoint(shop.app, orderEndpoints.order, camille, { params: { id: orderId } })).json();
    expect(detail.documents).toEqual([{ kind: 'receipt', number: expected, issued_at: expect.any(String) }]);

    const download = await callEndpoint(shop.app, orderEndpoints.document, camille, {
      params: { id: orderId, kind: 'receipt' } as never,
    });
    expect(download.statusCode).toBe(200);
    expect(download.headers['content-type']).toBe('application/pdf');
    expect(download.headers['content-disposition']).toBe(`attachment; filename="SkinsMarket-recu-${expected}.pdf"`);
    const text = await pdfText(download.rawPayload);
    // In the buyer's language, with the accents and the euro sign of the buyer's own currency.
    expect(text).toContain('Reçu');
    expect(text).toContain(expected);
    expect(text).toContain('SkinsMarket OÜ');
    expect(text).toContain('Camille Dubois');
    expect(text).toContain('3 rue de l’Église');
    expect(text).toMatch(/\d+,\d{2}\s€/);
    expect(text).toContain(immediateDeliveryConsent.text.fr);

    const english = await callEndpoint(shop.app, orderEndpoints.document, camille, {
      params: { id: orderId, kind: 'receipt' } as never,
      query: 'language=en',
    });
    expect(await pdfText(english.rawPayload)).toContain(immediateDeliveryConsent.text.en);

    const stranger = await callEndpoint(shop.app, orderEndpoints.document, alex, {
      params: { id: orderId, kind: 'receipt' } as never,
    });
    expect(stranger.statusCode).toBe(404);
    const noCreditNote = await callEndpoint(shop.app, orderEndpoints.document, camille, {
      params: { id: orderId, kind: 'credit_note' } as never,
    });
    expect(noCreditNote.statusCode).toBe(404);
    const adminDownload = await callEndpoint(shop.app, adminOrderEndpoints.document, admin, {
      params: { id: orderId, kind: 'receipt' } as never,
    });
    expect(adminDownload.statusCode).toBe(200);
    expect(
      (
        await callEndpoint(shop.app, adminOrderEndpoints.document, alex, {
          params: { id: orderId, kind: 'receipt' } as never,
        })
      ).statusCode,
    ).toBe(403);
  });

  it('numbers without gaps: a transaction that issues a receipt and rolls back gives its number back', async () => {
    const [skinId] = await shop.availableSkins(1);
    const { order_id: orderId } = (await buySkin(shop.app, alex, skinId as number)).json<{ order_id: number }>();
    const counter = async () =>
      (await shop.db.query<{ n: number }>("SELECT last_number AS n FROM document_counters WHERE kind = 'receipt'"))
        .rows[0]?.n;
    const before = await counter();
    await expect(
      shop.db.transaction(async (tx) => {
        await issueReceipt(tx, orderId);
        throw new Error('the payment transaction failed');
      }),
    ).rejects.toThrow('the payment transaction failed');
    expect(await counter()).toBe(before);
    expect(await orderDocument(shop.db, orderId, 'receipt')).toBeUndefined();

    const numbers = await Promise.all(
      [await paidOrderOf(alex), await paidOrderOf(alex)].map(
        async (id) => (await orderDocument(shop.db, id, 'receipt'))?.number,
      ),
    );
    expect(numbers).toEqual([(before ?? 0) + 1, (before ?? 0) + 2]);
  });

  it('issues a credit note when an admin refunds, mailed with the refund and its reason', async () => {
    const orderId = await paidOrderOf(camille);
    const refunded = await callEndpoint(shop.app, adminOrderEndpoints.refund, admin, {
      params: { id: orderId },
      body: { reason: 'Skin listed <b>twice</b>' },
    });
    expect(refunded.statusCode).toBe(200);
    const creditNote = await orderDocument(shop.db, orderId, 'credit_note');
    const receipt = await orderDocument(shop.db, orderId, 'receipt');
    expect(creditNote?.content.refund?.receiptNumber).toBe(`R-${String(receipt?.number).padStart(6, '0')}`);
    const text = await pdfText(await renderDocumentPdf(creditNote as NonNullable<typeof creditNote>, 'fr'));
    expect(text).toContain('Avoir');
    expect(text).toContain('Skin listed <b>twice</b>');

    const mails = (await outboxOf('camille@example.test')).filter((mail) =>
      mail.topic?.startsWith(`order:${orderId}:`),
    );
    const refundMail = mails.at(-1);
    expect(refundMail?.subject).toMatch(/a été remboursée$/);
    expect(refundMail?.attachments).toEqual([{ documentId: creditNote?.id, language: 'fr' }]);
    // Whatever an admin typed stays text in the HTML part.
    expect(refundMail?.html_body).toContain('Skin listed &#60;b&#62;twice&#60;/b&#62;');
    expect(refundMail?.html_body).not.toContain('<b>twice');
  });
});

describe('order e-mails', () => {
  let eventCounter = 0;
  function completedEvent(order: { orderId: number; session: string; amountMinor: number; currency: string }) {
    eventCounter += 1;
    return {
      id: `evt_notices_${eventCounter}`,
      type: 'checkout.session.completed',
      created: Math.floor(Date.now() / 1000),
      data: {
        object: {
          id: order.session,
          client_reference_id: String(order.orderId),
          amount_total: order.amountMinor,
          currency: order.currency.toLowerCase(),
          payment_intent: `pi_notices_${eventCounter}`,
        },
      },
    } satisfies GatewayEvent;
  }
  const deliver = (event: GatewayEvent) => {
    const rawBody = JSON.stringify(event);
    return shop.app.inject({
      method: 'POST',
      url: `/api/${endpointPath(orderEndpoints.webhook, { gateway: 1 })}`,
      headers: { 'content-type': 'application/json', [signatureHeader]: signPayload(webhookSecret, rawBody) },
      payload: rawBody,
    });
  };

  it('mails the payment once, with its receipt, however often the gateway says it', async () => {
    const [skinId] = await shop.availableSkins(1);
    const { order_id: orderId } = (await buySkin(shop.app, alex, skinId as number)).json<{ order_id: number }>();
    const { rows } = await shop.db.query<{ checkout_session: string; total: number; currency: string }>(
      'SELECT checkout_session, total, currency FROM orders WHERE id = $1',
      [orderId],
    );
    const order = {
      orderId,
      session: rows[0]?.checkout_session as string,
      amountMinor: Math.round((rows[0]?.total ?? 0) * 100),
      currency: rows[0]?.currency as string,
    };
    const event = completedEvent(order);
    // The same event five times at once, then a second event saying the same (Stripe sends both kinds).
    await Promise.all(Array.from({ length: 5 }, () => deliver(event)));
    await deliver(completedEvent(order));
    expect((await orderState(shop.db, orderId))?.status).toBe('paid');

    const mails = (await outboxOf('alex@example.test')).filter((mail) => mail.topic?.startsWith(`order:${orderId}:`));
    expect(mails).toHaveLength(1);
    const [mail] = mails;
    const receipt = await orderDocument(shop.db, orderId, 'receipt');
    expect(mail?.subject).toMatch(/^Payment received for order [A-Z0-9]{4}-[A-Z0-9]{4}$/);
    expect(mail?.text_body).toContain(`Your receipt R-${String(receipt?.number).padStart(6, '0')} is attached`);
    expect(mail?.text_body).toContain(`http://localhost:3000/profile/orders/${orderId}`);
    expect(mail?.text_body).toContain('SkinsMarket OÜ, Registration number 16482931');
    expect(mail?.html_body).toContain(`href="http://localhost:3000/profile/orders/${orderId}"`);
    expect(mail?.html_body).not.toMatch(/<img|<script/);
    expect(mail?.attachments).toEqual([{ documentId: receipt?.id, language: 'en' }]);
  });

  it('follows the delivery in the buyer’s language, once per transition even when steps run again', async () => {
    const orderId = await paidOrderOf(camille);
    const worker = await workerFor(shop.app);
    await runUntil(worker, shop.db, orderId, 'delivered');
    // A worker that runs again (a retried step, a second instance) finds nothing to move and mails nothing.
    await worker.runOnce();
    await worker.runOnce();
    const subjects = (await outboxOf('camille@example.test'))
      .filter((mail) => mail.topic?.startsWith(`order:${orderId}:`))
      .map((mail) => mail.subject.replace(/[A-Z0-9]{4}-[A-Z0-9]{4}/, 'CODE'));
    expect(subjects).toEqual([
      'Paiement reçu pour la commande CODE',
      'Votre offre d’échange pour la commande CODE vous attend sur Steam',
      'La commande CODE est livrée',
    ]);
    const offerMail = (await outboxOf('camille@example.test')).find((mail) =>
      mail.subject.startsWith('Votre offre d’échange'),
    );
    expect(offerMail?.text_body).toContain('SkinsMarket Bot #1 (sandbox)');
    expect(offerMail?.text_body).toContain('14 jours');
  });

  it('leaves out the e-mails a buyer turned off, never the receipt or the trade offer', async () => {
    await callEndpoint(shop.app, preferencesEndpoints.update, alex, { body: { order_update_emails: false } });
    const orderId = await paidOrderOf(alex);
    await runUntil(await workerFor(shop.app), shop.db, orderId, 'delivered');
    const subjects = (await outboxOf('alex@example.test'))
      .filter((mail) => mail.topic?.startsWith(`order:${orderId}:`))
      .map((mail) => mail.subject.split(' ')[0]);
    expect(subjects).toEqual(['Payment', 'Your']);
    await callEndpoint(shop.app, preferencesEndpoints.update, alex, { body: { order_update_emails: true } });
  });

  it('sends the e-mail with both parts and the receipt attached through the mail job', async () => {
    const orderId = await paidOrderOf(alex);
    await shop.app.jobs.runDue('mail.send');
    const { rows } = await shop.db.query<{
      subject: string;
      html_body: string | null;
      attachment_names: string[];
      raw: string;
    }>(
      `SELECT sandbox_mailbox.subject, sandbox_mailbox.html_body, sandbox_mailbox.attachment_names, sandbox_mailbox.raw
       FROM sandbox_mailbox JOIN mail_outbox ON mail_outbox.id = sandbox_mailbox.outbox_id
       WHERE mail_outbox.topic LIKE $1`,
      [`order:${orderId}:%`],
    );
    expect(rows).toHaveLength(1);
    const receipt = await orderDocument(shop.db, orderId, 'receipt');
    expect(rows[0]?.attachment_names).toEqual([
      `SkinsMarket-receipt-R-${String(receipt?.number).padStart(6, '0')}.pdf`,
    ]);
    expect(rows[0]?.raw).toContain('Content-Type: multipart/mixed');
    expect(rows[0]?.raw).toContain('Content-Type: text/html');
    expect(rows[0]?.raw).toContain('Content-Type: application/pdf');
  });
});
