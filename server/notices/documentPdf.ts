import { createRequire } from 'node:module';
import PDFDocument from 'pdfkit';
import { immediateDeliveryConsent } from '#contract/consent.ts';
import type { Language } from '#contract/languages.ts';
import { documentNumber, type OrderDocument, type RefundCause } from './documents.ts';
import { formatDay, formatMoment, formatMoney, type NoticeTexts, noticeTexts, paymentMethodName } from './texts.ts';

/**
 * A receipt or a credit note as a PDF (pdfkit, on the server), in English or French. The DejaVu fonts come from
 * npm (dejavu-fonts-ttf), embedded as subsets: French accents, the euro sign and any name a buyer typed print
 * the same on every machine, with or without system fonts.
 */
const require = createRequire(import.meta.url);
const fontDir = require.resolve('dejavu-fonts-ttf/ttf/DejaVuSans.ttf').replace(/DejaVuSans\.ttf$/, '');
const fonts = { regular: `${fontDir}DejaVuSans.ttf`, bold: `${fontDir}DejaVuSans-Bold.ttf` };

const page = { margin: 56, width: 595.28 };
const contentWidth = page.width - 2 * page.margin;
const colours = { text: '#111827', muted: '#4b5563', rule: '#d1d5db' };

export function documentFileName(document: OrderDocument, language: Language): string {
  return noticeTexts[language].document.fileName(document.kind, documentNumber(document.kind, document.number));
}

export function refundCauseText(texts: NoticeTexts, cause: RefundCause): string {
  return cause.kind === 'support' ? texts.refundCauses.support(cause.note) : texts.refundCauses[cause.kind];
}

/** The document as PDF bytes, in `language`. */
export async function renderDocumentPdf(document: OrderDocument, language: Language): Promise<Buffer> {
  const texts = noticeTexts[language];
  const labels = texts.document;
  const { content } = document;
  const money = (amount: number) => formatMoney(texts, amount, content.order.currency);
  const number = documentNumber(document.kind, document.number);
  const title = document.kind === 'receipt' ? labels.receiptTitle : labels.creditNoteTitle;

  const pdf = new PDFDocument({
    size: 'A4',
    margin: page.margin,
    lang: language,
    info: {
      Title: `${title} ${number}`,
      Author: content.seller.name,
      Subject: texts.orderLine(content.order.code),
      // The document's own date, not the rendering's: a download and the e-mailed copy say the same.
      CreationDate: document.issuedAt,
    },
  });
  pdf.registerFont('regular', fonts.regular);
  pdf.registerFont('bold', fonts.bold);
  const chunks: Buffer[] = [];
  pdf.on('data', (chunk: Buffer) => chunks.push(chunk));
  const ended = new Promise<void>((done) => pdf.on('end', () => done()));

  const text = (
    value: string,
    options: PDFKit.Mixins.TextOptions & { font?: 'regular' | 'bold'; size?: number; colour?: string } = {},
  ) => {
    const { font = 'regular', size = 10, colour = colours.text, ...rest } = options;
    pdf.font(font).fontSize(size).fillColor(colour).text(value, rest);
  };
  const rule = () => {
    const y = pdf.y + 4;
    pdf
      .moveTo(page.margin, y)
      .lineTo(page.width - page.margin, y)
      .strokeColor(colours.rule)
      .lineWidth(0.5)
      .stroke();
    pdf.y = y + 8;
  };

  text(content.seller.name, { font: 'bold', size: 14 });
  text(title, { font: 'bold', size: 20 });
  pdf.moveDown(0.5);
  text(`${labels.number}${labels.colon} ${number}`);
  text(`${labels.issuedOn}${labels.colon} ${formatMoment(texts, document.issuedAt)}`);
  if (content.refund?.receiptNumber) text(`${labels.forReceipt}${labels.colon} ${content.refund.receiptNumber}`);
  pdf.moveDown();

  // Seller and buyer side by side.
  const top = pdf.y;
  const half = contentWidth / 2 - 8;
  const { seller, buyer } = content;
  text(labels.seller, { font: 'bold', width: half });
  for (const line of [
    seller.name,
    texts.companyRegistration(seller.registrationNumber),
    seller.address.street,
    `${seller.address.postalCode} ${seller.address.city}`,
    seller.address.country,
    seller.contact.email,
    seller.contact.phone,
  ]) {
    text(line, { width: half, colour: colours.muted });
  }
  const sellerBottom = pdf.y;
  pdf.y = top;
  const buyerX = page.margin + half + 16;
  const buyerLines = [
    buyer.name,
    buyer.email,
    buyer.address,
    [buyer.postalCode, buyer.country].filter(Boolean).join(' '),
    buyer.steamId && `Steam ID ${buyer.steamId}`,
  ].filter((line): line is string => Boolean(line));
  pdf.font('bold').fontSize(10).fillColor(colours.text).text(labels.buyer, buyerX, top, { width: half });
  for (const line of buyerLines)
    pdf.font('regular').fillColor(colours.muted).text(line, buyerX, pdf.y, { width: half });
  pdf.x = page.margin;
  pdf.y = Math.max(sellerBottom, pdf.y);
  pdf.moveDown();

  text(`${labels.order}${labels.colon} ${content.order.code} (#${content.order.id})`, { font: 'bold' });
  text(`${labels.orderedOn}${labels.colon} ${formatDay(texts, new Date(content.order.createdAt))}`);
  text(`${labels.paidOn}${labels.colon} ${formatMoment(texts, new Date(content.paidAt))}`);
  text(`${labels.paymentMethod}${labels.colon} ${paymentMethodName(texts, content.order.paymentMethod)}`);
  pdf.moveDown();

  // The lines: name on the left, price on the right.
  const priceWidth = 120;
  const row = (name: string, price: string, font: 'regular' | 'bold' = 'regular') => {
    const y = pdf.y;
    pdf.font(font).fontSize(10).fillColor(colours.text);
    pdf.text(name, page.margin, y, { width: contentWidth - priceWidth - 8 });
    const nameBottom = pdf.y;
    pdf.text(price, page.width - page.margin - priceWidth, y, { width: priceWidth, align: 'right' });
    pdf.x = page.margin;
    pdf.y = Math.max(nameBottom, pdf.y) + 2;
  };
  row(labels.item, labels.price, 'bold');
  rule();
  for (const line of content.lines) row(line.name, money(line.price));
  rule();
  row(labels.total, money(content.order.total), 'bold');
  if (content.refund) {
    row(labels.refunded, money(-content.refund.amount), 'bold');
    pdf.moveDown(0.5);
    text(`${labels.refundReason}${labels.colon} ${refundCauseText(texts, content.refund.cause)}`);
  }
  pdf.moveDown(0.5);
  text(labels.digitalGoods, { colour: colours.muted });
  pdf.moveDown();

  text(labels.consentHeading, { font: 'bold' });
  if (content.consent) {
    text(labels.consentGiven(formatMoment(texts, new Date(content.consent.at)), content.consent.version));
    // The text of the version recorded; a version this code no longer knows is named, never reworded.
    if (content.consent.version === immediateDeliveryConsent.version) {
      text(`“${immediateDeliveryConsent.text[language]}”`, { colour: colours.muted });
    }
  } else {
    text(labels.consentNone, { colour: colours.muted });
  }

  pdf.end();
  await ended;
  return Buffer.concat(chunks);
}
