import type { CompanyInfo } from '#contract/lists.ts';
import type { NoticeTexts } from './texts.ts';

/**
 * An order e-mail in two parts, text and HTML, from one description: both say the same, both read well without
 * pictures (there are none), and every value put into the HTML is escaped: a skin's or a buyer's name, an admin's
 * reason, whatever someone typed stays text.
 */
export interface NoticeMessage {
  subject: string;
  greeting: string;
  /** The order's code, shown under the greeting. */
  orderLine: string;
  paragraphs: string[];
  /** A warning the buyer must not miss (a tampered offer, look-alike bots). */
  warning?: string;
  items?: { name: string; price: string }[];
  total?: string;
  action: { label: string; url: string };
  /** Where the buyer turns the optional e-mails off; absent on the ones they cannot turn off. */
  preferencesUrl?: string;
  company: CompanyInfo;
}

export interface RenderedMail {
  subject: string;
  text: string;
  html: string;
}

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (character) => `&#${character.codePointAt(0)};`);

function companyLines(texts: NoticeTexts, company: CompanyInfo): string[] {
  const { address, contact } = company;
  return [
    `${company.name}, ${texts.companyRegistration(company.registrationNumber)}`,
    `${address.street}, ${address.postalCode} ${address.city}, ${address.country}`,
    `${contact.email} · ${contact.phone}`,
  ];
}

const footerLines = (texts: NoticeTexts) => [texts.footerWhy, texts.footerAlwaysSent];

export function renderNotice(texts: NoticeTexts, message: NoticeMessage): RenderedMail {
  const itemLines = message.items?.map((item) => `- ${item.name}: ${item.price}`) ?? [];
  const text = [
    message.greeting,
    '',
    message.orderLine,
    '',
    ...message.paragraphs.flatMap((paragraph) => [paragraph, '']),
    ...(message.warning ? [`! ${message.warning}`, ''] : []),
    ...(itemLines.length > 0 ? [`${texts.itemsHeading}:`, ...itemLines] : []),
    ...(message.total ? [`${texts.total}: ${message.total}`, ''] : itemLines.length > 0 ? [''] : []),
    `${message.action.label}: ${message.action.url}`,
    '',
    texts.signature,
    '',
    '--',
    ...footerLines(texts),
    ...(message.preferencesUrl ? [`${texts.footerPreferences} ${message.preferencesUrl}`] : []),
    ...companyLines(texts, message.company),
    '',
  ].join('\n');

  const paragraph = (content: string, style = '') =>
    `<p style="margin:0 0 16px;line-height:1.5;${style}">${escapeHtml(content)}</p>`;
  const itemRows = (message.items ?? [])
    .map(
      (item) =>
        `<tr><td style="padding:6px 0;border-bottom:1px solid #e5e7eb">${escapeHtml(item.name)}</td>` +
        `<td style="padding:6px 0;border-bottom:1px solid #e5e7eb;text-align:right;white-space:nowrap">${escapeHtml(item.price)}</td></tr>`,
    )
    .join('');
  const itemsTable = itemRows
    ? `<table role="presentation" style="width:100%;border-collapse:collapse;margin:0 0 16px">
<caption style="text-align:left;font-weight:bold;padding-bottom:4px">${escapeHtml(texts.itemsHeading)}</caption>
${itemRows}${
  message.total
    ? `<tr><td style="padding:6px 0;font-weight:bold">${escapeHtml(texts.total)}</td><td style="padding:6px 0;font-weight:bold;text-align:right;white-space:nowrap">${escapeHtml(message.total)}</td></tr>`
    : ''
}</table>`
    : '';
  const html = `<!doctype html>
<html lang="${texts.locale.slice(0, 2)}">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeHtml(message.subject)}</title></head>
<body style="margin:0;padding:0;background:#f3f4f6;color:#111827;font-family:Arial,Helvetica,sans-serif;font-size:16px">
<div style="max-width:560px;margin:0 auto;padding:24px 16px">
<div style="background:#ffffff;border-radius:8px;padding:24px">
<p style="margin:0 0 16px;font-size:20px;font-weight:bold">SkinsMarket</p>
${paragraph(message.greeting)}
${paragraph(message.orderLine, 'font-weight:bold')}
${message.paragraphs.map((content) => paragraph(content)).join('\n')}
${message.warning ? `<p style="margin:0 0 16px;line-height:1.5;padding:12px;border-left:4px solid #b91c1c;background:#fef2f2">${escapeHtml(message.warning)}</p>` : ''}
${itemsTable}
<p style="margin:24px 0"><a href="${escapeHtml(message.action.url)}" style="display:inline-block;background:#1d4ed8;color:#ffffff;padding:12px 20px;border-radius:6px;text-decoration:none;font-weight:bold">${escapeHtml(message.action.label)}</a></p>
${paragraph(texts.signature)}
</div>
<div style="padding:16px 8px;color:#4b5563;font-size:13px;line-height:1.5">
${footerLines(texts)
  .map((line) => `<p style="margin:0 0 8px">${escapeHtml(line)}</p>`)
  .join('\n')}
${message.preferencesUrl ? `<p style="margin:0 0 8px">${escapeHtml(texts.footerPreferences)} <a href="${escapeHtml(message.preferencesUrl)}" style="color:#1d4ed8">${escapeHtml(message.preferencesUrl)}</a></p>` : ''}
<p style="margin:0">${companyLines(texts, message.company).map(escapeHtml).join('<br>')}</p>
</div>
</div>
</body>
</html>
`;
  return { subject: message.subject, text, html };
}
