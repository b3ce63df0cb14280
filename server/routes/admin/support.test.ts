import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminSupportEndpoints, supportMessages, type TicketAnswer, type TicketPage } from '#contract/admin/support.ts';
import { type Endpoint, endpointPath } from '#contract/endpoint.ts';
import { supportEndpoints as contactEndpoints } from '#contract/lists.ts';
import { defaultMailConfig } from '../../config.ts';
import { sandboxTransport } from '../../mail/transport.ts';
import {
  type Buyer,
  callEndpoint,
  createShopTestApp,
  type EndpointCall,
  type ShopTestApp,
} from '../../orders/testKit.ts';

let shop: ShopTestApp;
let alex: Buyer;
let admin: Buyer;
let demoted: Buyer;
/** Set to make the SMTP server refuse every message. */
let smtpRefuses = false;

const payload = '<script>alert("x")</script><img src=x onerror=alert(1)>';

beforeAll(async () => {
  shop = await createShopTestApp(
    {},
    {
      mail: defaultMailConfig({
        maxAttempts: 1,
        transport: {
          send: (envelope) =>
            smtpRefuses
              ? Promise.reject(new Error('550 mailbox unavailable'))
              : sandboxTransport(shop.db).send(envelope),
          close: () => undefined,
        },
      }),
    },
  );
  alex = await shop.buyer(1);
  admin = await shop.buyer(2);
  demoted = await shop.buyer(3);
  await shop.db.query('UPDATE users SET is_admin = true WHERE id = $1', [admin.userId]);
}, 60_000);
afterAll(() => shop.close());

const call = (endpoint: Endpoint, who: Parameters<typeof callEndpoint>[2], options?: EndpointCall) =>
  callEndpoint(shop.app, endpoint, who, options);

let nextAddress = 1;
async function contactForm(fields: { email: string; full_name: string; message: string }): Promise<number> {
  const sent = await shop.app.inject({
    method: 'POST',
    url: `/api/${endpointPath(contactEndpoints.contactForm)}`,
    remoteAddress: `10.1.0.${nextAddress++}`,
    payload: fields,
  });
  expect(sent.statusCode).toBe(201);
  const { rows } = await shop.db.query<{ id: number }>('SELECT max(id) AS id FROM support_requests');
  return rows[0]?.id as number;
}

describe('support routes: who may call them', () => {
  const routes: [string, Endpoint, EndpointCall][] = [
    ['list', adminSupportEndpoints.list, {}],
    ['detail', adminSupportEndpoints.detail, { params: { id: 999_999 } }],
    ['reply', adminSupportEndpoints.reply, { params: { id: 999_999 }, body: { message: 'Hello there' } }],
    ['close', adminSupportEndpoints.close, { params: { id: 999_999 } }],
    ['reopen', adminSupportEndpoints.reopen, { params: { id: 999_999 } }],
    ['resend', adminSupportEndpoints.resend, { params: { id: 999_999, replyId: 1 } }],
  ];
  it.each(routes)('%s: visitor 401, user 403, demoted admin 403, admin passes', async (_name, endpoint, options) => {
    await shop.db.query('UPDATE users SET is_admin = false WHERE id = $1', [demoted.userId]);
    expect((await call(endpoint, undefined, options)).statusCode).toBe(401);
    expect((await call(endpoint, alex, options)).statusCode).toBe(403);
    expect((await call(endpoint, demoted, options)).statusCode).toBe(403);
    expect([200, 404]).toContain((await call(endpoint, admin, options)).statusCode);
  });
});

describe('the support center', () => {
  it('lists tickets by status and words of the e-mail, name or message', async () => {
    const id = await contactForm({
      email: 'zoe@example.com',
      full_name: 'Zoé Martin',
      message: 'Where is my Karambit?',
    });
    const ids = async (query: string) =>
      (await call(adminSupportEndpoints.list, admin, { query })).json<TicketPage>().results.map((row) => row.id);
    expect(await ids('q=karambit')).toEqual([id]);
    expect(await ids('q=zoe%40example')).toEqual([id]);
    expect(await ids('q=Zo%C3%A9+martin')).toEqual([id]);
    expect(await ids('q=100%25')).toEqual([]);
    expect(await ids('status=open')).toContain(id);
    expect(await ids('status=closed')).not.toContain(id);
    expect((await call(adminSupportEndpoints.list, admin, { query: 'status=pending' })).statusCode).toBe(400);
  });

  it('a reply goes out by e-mail through the queue, with the customer’s text kept as text', async () => {
    const id = await contactForm({ email: 'eve@example.com', full_name: 'Eve <b>', message: payload });
    const answer = await call(adminSupportEndpoints.reply, admin, {
      params: { id },
      body: { message: 'Thanks, we are looking into it.' },
    });
    expect(answer.statusCode).toBe(200);
    const { ticket } = answer.json<TicketAnswer>();
    expect(ticket).toMatchObject({ status: 'answered', assigned_admin: { id: admin.userId }, message: payload });
    expect(ticket.thread[0]?.mail).toMatchObject({ status: 'queued', attempts: 0 });

    expect(await shop.app.jobs.runDue('mail.send')).toBe(1);
    const detail = (await call(adminSupportEndpoints.detail, admin, { params: { id } })).json<TicketAnswer['ticket']>();
    expect(detail.thread[0]?.mail).toMatchObject({ status: 'sent', attempts: 1, last_error: null });

    const { rows } = await shop.db.query<{ to_address: string; subject: string; text_body: string; raw: string }>(
      'SELECT to_address, subject, text_body, raw FROM sandbox_mailbox ORDER BY id DESC LIMIT 1',
    );
    expect(rows[0]?.to_address).toBe('eve@example.com');
    expect(rows[0]?.text_body).toContain('Thanks, we are looking into it.');
    expect(rows[0]?.text_body).toContain(`> ${payload}`);
    expect(rows[0]?.raw).not.toMatch(/text\/html/i);

    const page = await shop.app.inject({ method: 'GET', url: '/sandbox/mail/' });
    expect(page.body).not.toContain('<script>alert');
    expect(page.body).toContain('&#60;script&#62;alert');

    const audit = await shop.db.query<{ action: string; admin_id: number }>(
      "SELECT action, admin_id FROM admin_audit WHERE target_type = 'support_request' AND target_id = $1",
      [String(id)],
    );
    expect(audit.rows).toEqual([{ action: 'support.reply', admin_id: admin.userId }]);
  });

  it('a failed e-mail shows on the ticket and can be queued again', async () => {
    const id = await contactForm({ email: 'max@example.com', full_name: 'Max', message: 'Refund please' });
    await call(adminSupportEndpoints.reply, admin, { params: { id }, body: { message: 'Done.' } });
    smtpRefuses = true;
    try {
      expect(await shop.app.jobs.runDue('mail.send')).toBe(1);
    } finally {
      smtpRefuses = false;
    }
    const detail = (await call(adminSupportEndpoints.detail, admin, { params: { id } })).json<TicketAnswer['ticket']>();
    const reply = detail.thread[0];
    expect(reply?.mail).toMatchObject({ status: 'failed', attempts: 1, last_error: '550 mailbox unavailable' });

    const resent = await call(adminSupportEndpoints.resend, admin, { params: { id, replyId: reply?.id as number } });
    expect(resent.json<TicketAnswer>().ticket.thread[0]?.mail).toMatchObject({ status: 'queued', attempts: 0 });
    const again = await call(adminSupportEndpoints.resend, admin, { params: { id, replyId: reply?.id as number } });
    expect(again.statusCode).toBe(409);
    expect(await shop.app.jobs.runDue('mail.send')).toBe(1);
    const sent = (await call(adminSupportEndpoints.detail, admin, { params: { id } })).json<TicketAnswer['ticket']>();
    expect(sent.thread[0]?.mail).toMatchObject({ status: 'sent', attempts: 1, last_error: null });
  });

  it('closes and reopens; a closed ticket takes no reply until reopened', async () => {
    const id = await contactForm({ email: 'ann@example.com', full_name: 'Ann', message: 'Thanks for the help!' });
    expect(
      (await call(adminSupportEndpoints.close, admin, { params: { id } })).json<TicketAnswer>().ticket.status,
    ).toBe('closed');
    expect((await call(adminSupportEndpoints.close, admin, { params: { id } })).statusCode).toBe(409);
    const refused = await call(adminSupportEndpoints.reply, admin, {
      params: { id },
      body: { message: 'Hello again' },
    });
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({ detail: supportMessages.replyToClosed });
    expect(
      (await call(adminSupportEndpoints.reopen, admin, { params: { id } })).json<TicketAnswer>().ticket.status,
    ).toBe('open');
    expect((await call(adminSupportEndpoints.reopen, admin, { params: { id } })).statusCode).toBe(409);
    const empty = await call(adminSupportEndpoints.reply, admin, { params: { id }, body: { message: ' ' } });
    expect(empty.statusCode).toBe(400);
  });
});
