import type { MailAttachmentRef } from '#contract/mail.ts';
import type { Db } from '../db/db.ts';
import type { MailAttachment } from '../mail/transport.ts';
import { documentFileName, renderDocumentPdf } from './documentPdf.ts';
import { documentById } from './documents.ts';

/** A document an e-mail names, rendered as its PDF when the e-mail goes out (the same bytes as a download). */
export async function renderDocumentAttachment(db: Db, ref: MailAttachmentRef): Promise<MailAttachment> {
  const document = await documentById(db, ref.documentId);
  if (!document) throw new Error(`Document ${ref.documentId} not found`);
  return {
    filename: documentFileName(document, ref.language),
    content: await renderDocumentPdf(document, ref.language),
    contentType: 'application/pdf',
  };
}
