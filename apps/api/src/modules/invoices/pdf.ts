import PDFDocument from 'pdfkit';
import { formatMoney, PRODUCT_NAME, type Language, type TInvoice } from '@portal/domain';

/** The invoice as a PDF (issue 14), in French or English, made with pdfkit's standard Helvetica (WinAnsi). */

const WORDS = {
  fr: {
    title: 'Facture',
    seller: PRODUCT_NAME.fr,
    sellerLine: 'Publicité numérique en libre-service',
    billedTo: 'Facturé à',
    number: 'Numéro',
    date: 'Date de facture',
    period: 'Période',
    status: 'Statut',
    campaign: 'Campagne',
    lineItem: 'Élément',
    impressions: 'Impressions',
    amount: 'Montant',
    subtotal: 'Sous-total',
    discount: 'Rabais',
    total: 'Total',
    card: 'Carte',
    statuses: { PAID: 'Payée', DUE: 'À payer', DEFAULTED: 'En défaut' },
    taxes: { GST: 'TPS', HST: 'TVH', QST: 'TVQ' },
    to: 'au',
  },
  en: {
    title: 'Invoice',
    seller: PRODUCT_NAME.en,
    sellerLine: 'Self-service digital advertising',
    billedTo: 'Billed to',
    number: 'Number',
    date: 'Invoice date',
    period: 'Period',
    status: 'Status',
    campaign: 'Campaign',
    lineItem: 'Line item',
    impressions: 'Impressions',
    amount: 'Amount',
    subtotal: 'Subtotal',
    discount: 'Discount',
    total: 'Total',
    card: 'Card',
    statuses: { PAID: 'Paid', DUE: 'Due', DEFAULTED: 'Defaulted' },
    taxes: { GST: 'GST', HST: 'HST', QST: 'QST' },
    to: 'to',
  },
} as const;

export interface InvoiceParty {
  company: string | null;
  name: string;
  email: string;
  province: string | null;
  country: string | null;
}

/**
 * Text as the standard fonts can draw it: Intl's narrow no-break space (U+202F, the fr-CA thousands separator) is
 * not in WinAnsi, so it becomes a no-break space; accents are (é, à, ç…).
 */
function drawable(text: string): string {
  return text.replace(/\u202f/g, '\u00a0');
}

const money = (cents: number, lang: Language) => drawable(formatMoney(cents, lang));
const count = (n: number, lang: Language) =>
  drawable(new Intl.NumberFormat(lang === 'fr' ? 'fr-CA' : 'en-CA').format(n));
const percent = (rate: number, lang: Language) =>
  drawable(
    new Intl.NumberFormat(lang === 'fr' ? 'fr-CA' : 'en-CA', { maximumFractionDigits: 3 }).format(rate),
  ) + ' %';

/** Renders the invoice; `compress: false` keeps the text readable in the file (tests look for the total in it). */
export function renderInvoicePdf(invoice: TInvoice, party: InvoiceParty, lang: Language): Promise<Buffer> {
  const w = WORDS[lang];
  const doc = new PDFDocument({
    size: 'LETTER',
    margin: 50,
    compress: false,
    info: { Title: `${w.title} ${invoice.number}` },
  });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });

  doc.font('Helvetica-Bold').fontSize(20).text(w.seller);
  doc.font('Helvetica').fontSize(10).text(w.sellerLine);
  doc.moveDown();
  doc.font('Helvetica-Bold').fontSize(16).text(`${w.title} ${invoice.number}`);
  doc.font('Helvetica').fontSize(10);
  doc.text(`${w.date} : ${invoice.invoiceDate}`);
  doc.text(`${w.period} : ${invoice.periodStart} ${w.to} ${invoice.periodEnd}`);
  const card = invoice.cardLast4 ? ` (${w.card} **** ${invoice.cardLast4})` : '';
  doc.text(`${w.status} : ${w.statuses[invoice.status]}${card}`);
  doc.moveDown();
  doc.font('Helvetica-Bold').text(w.billedTo);
  doc.font('Helvetica');
  if (party.company) doc.text(party.company);
  doc.text(party.name);
  doc.text(party.email);
  const place = [party.province, party.country].filter(Boolean).join(', ');
  if (place) doc.text(place);
  doc.moveDown();

  const columns = [50, 260, 350, 450];
  const row = (cells: string[], bold = false) => {
    const y = doc.y;
    doc.font(bold ? 'Helvetica-Bold' : 'Helvetica');
    cells.forEach((cell, i) =>
      doc.text(cell, columns[i], y, { width: i === 0 ? 200 : 95, align: i === 0 ? 'left' : 'right' }),
    );
    doc.x = 50;
  };
  row([w.campaign, w.lineItem, w.impressions, w.amount], true);
  for (const line of invoice.lines) {
    row([
      line.orderName,
      String(line.lineItemId),
      count(line.impressions, lang),
      money(line.amountCents, lang),
    ]);
  }
  doc.moveDown();
  const sum = (label: string, cents: number, bold = false) => row([label, '', '', money(cents, lang)], bold);
  sum(w.subtotal, invoice.subtotalCents);
  // One line per promo code (issue 14); an older invoice without them shows its discount on one line.
  if (invoice.discounts.length > 0)
    for (const d of invoice.discounts) sum(`${w.discount} ${d.code}`, -d.amountCents);
  else if (invoice.discountCents > 0) sum(w.discount, -invoice.discountCents);
  for (const tax of invoice.taxes)
    sum(`${w.taxes[tax.name]} (${percent(tax.ratePercent, lang)})`, tax.amountCents);
  sum(w.total, invoice.totalCents, true);
  doc.end();
  return done;
}
