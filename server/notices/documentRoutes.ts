import type { FastifyReply } from 'fastify';
import { notFoundDetail } from '#contract/errors.ts';
import type { Language } from '#contract/languages.ts';
import type { OrderDocumentKind } from '#contract/orders.ts';
import type { Db } from '../db/db.ts';
import { documentFileName, renderDocumentPdf } from './documentPdf.ts';
import { orderDocument } from './documents.ts';

/**
 * Answers with an order's document as a PDF download (the caller has checked who may read it); 404 when the
 * order has no such document (yet).
 */
export async function answerWithDocument(
  db: Db,
  reply: FastifyReply,
  request: { orderId: number; kind: OrderDocumentKind; language: Language },
) {
  const document = await orderDocument(db, request.orderId, request.kind);
  if (!document) return reply.code(404).send({ detail: notFoundDetail });
  const fileName = documentFileName(document, request.language);
  return reply
    .code(200)
    .headers({
      'content-type': 'application/pdf',
      'content-disposition': `attachment; filename="${fileName}"`,
      'cache-control': 'private, no-store',
    })
    .send(await renderDocumentPdf(document, request.language));
}
