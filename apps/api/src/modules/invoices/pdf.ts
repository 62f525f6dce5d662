import PDFDocument from 'pdfkit';
import {
  COUNTRIES,
  formatCoveredDays,
  formatMoney,
  regionsOf,
  type Language,
  type TInvoice,
} from '@portal/domain';

/**
 * The invoice as a PDF (issue 14), in French or English, made with pdfkit's standard Helvetica (WinAnsi): the seller
 * with its address and registration numbers, the customer, the line items by name, discounts and gift credits,
 * each tax and where it was charged, and the days the invoice covers (issue 31 §3, §23).
 */

/** French puts a no-break space before a colon; English none. */
const COLON = { fr: '\u00a0: ', en: ': ' } as const;

const WORDS = {
  fr: {
    title: 'Facture',
    billedTo: 'Facturé à',
    date: 'Date de facture',
    period: 'Période',
    status: 'Statut',
    campaign: 'Campagne',
    lineItem: 'Élément',
    lineItemNumber: (id: number) => `Élément no ${id}`,
    impressions: 'Impressions',
    amount: 'Montant',
    subtotal: 'Sous-total',
    discount: 'Rabais',
    giftCredit: 'Crédit cadeau',
    total: 'Total',
    card: 'Carte',
    gstNumber: 'No de TPS/TVH',
    qstNumber: 'No de TVQ',
    statuses: { PAID: 'Payée', DUE: 'À payer', DEFAULTED: 'En défaut' },
    taxes: { GST: 'TPS', HST: 'TVH', QST: 'TVQ' },
    sellerProvince: (province: string) =>
      `Taxes calculées selon la province du vendeur (${province})\u00a0: votre province n’était pas connue lors de ` +
      'la facturation. Indiquez-la dans Profil, Information sur l’entreprise, pour vos prochaines factures.',
  },
  en: {
    title: 'Invoice',
    billedTo: 'Billed to',
    date: 'Invoice date',
    period: 'Period',
    status: 'Status',
    campaign: 'Campaign',
    lineItem: 'Line item',
    lineItemNumber: (id: number) => `Line item no. ${id}`,
    impressions: 'Impressions',
    amount: 'Amount',
    subtotal: 'Subtotal',
    discount: 'Discount',
    giftCredit: 'Gift credit',
    total: 'Total',
    card: 'Card',
    gstNumber: 'GST/HST no.',
    qstNumber: 'QST no.',
    statuses: { PAID: 'Paid', DUE: 'Due', DEFAULTED: 'Defaulted' },
    taxes: { GST: 'GST', HST: 'HST', QST: 'QST' },
    sellerProvince: (province: string) =>
      `Taxes charged at the seller's province (${province}): your province was not known at billing. Add it in ` +
      'Profile, Company information, for your next invoices.',
  },
} as const;

/** The seller as the settings say (SELLER_NAME, SELLER_ADDRESS, SELLER_GST_NUMBER, SELLER_QST_NUMBER). */
export interface InvoiceSeller {
  name: string;
  addressLines: string[];
  gstNumber: string | null;
  qstNumber: string | null;
}

/** The customer: the account's company, name and e-mail, and its address (company information). */
export interface InvoiceParty {
  company: string | null;
  name: string;
  email: string;
  province: string | null;
  country: string | null;
  address?: string | null;
  city?: string | null;
  postalCode?: string | null;
}

/**
 * The customer's address as Canada Post writes it: the street, then city, province code and postal code on one
 * line ("Montréal QC H3A 3G4"), then the country; with no city nor postal code, the province and country by name.
 */
function addressLines(party: InvoiceParty, lang: Language): string[] {
  const lines = party.address ? [party.address] : [];
  if (party.city || party.postalCode) {
    lines.push([party.city, party.province, party.postalCode].filter(Boolean).join(' '));
    const land = COUNTRIES.find((c) => c.code === party.country);
    if (land) lines.push(land[lang]);
  } else {
    const place = placeName(party.country, party.province, lang);
    if (place) lines.push(place);
  }
  return lines;
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
  ) + (lang === 'fr' ? '\u00a0%' : '%');

/** A province's (or state's) and a country's names in the language: "Québec, Canada". */
export function placeName(country: string | null, province: string | null, lang: Language): string {
  const region = province && country ? regionsOf(country).find((r) => r.code === province) : undefined;
  const land = COUNTRIES.find((c) => c.code === country);
  return [region ? region[lang] : province, land ? land[lang] : country].filter(Boolean).join(', ');
}

/** Renders the invoice; `compress: false` keeps the text readable in the file (tests look for the total in it). */
export function renderInvoicePdf(
  invoice: TInvoice,
  seller: InvoiceSeller,
  party: InvoiceParty,
  lang: Language,
): Promise<Buffer> {
  const w = WORDS[lang];
  const colon = COLON[lang];
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

  doc.font('Helvetica-Bold').fontSize(18).text(seller.name);
  doc.font('Helvetica').fontSize(10);
  for (const line of seller.addressLines) doc.text(line);
  if (seller.gstNumber) doc.text(`${w.gstNumber}${colon}${seller.gstNumber}`);
  if (seller.qstNumber) doc.text(`${w.qstNumber}${colon}${seller.qstNumber}`);
  doc.moveDown();
  doc.font('Helvetica-Bold').fontSize(16).text(`${w.title} ${invoice.number}`);
  doc.font('Helvetica').fontSize(10);
  doc.text(`${w.date}${colon}${invoice.invoiceDate}`);
  doc.text(`${w.period}${colon}${formatCoveredDays(invoice.periodStart, invoice.periodEnd, lang)}`);
  const card = invoice.cardLast4 ? ` (${w.card} **** ${invoice.cardLast4})` : '';
  doc.text(`${w.status}${colon}${w.statuses[invoice.status]}${card}`);
  doc.moveDown();
  doc.font('Helvetica-Bold').text(w.billedTo);
  doc.font('Helvetica');
  if (party.company) doc.text(party.company);
  if (party.name) doc.text(party.name);
  for (const line of addressLines(party, lang)) doc.text(line);
  doc.text(party.email);
  doc.moveDown();

  // Columns: campaign, line item (left); impressions, amount (right). A total's label spans the first three.
  const columns = [
    { x: 50, width: 165, align: 'left' },
    { x: 225, width: 160, align: 'left' },
    { x: 390, width: 70, align: 'right' },
    { x: 465, width: 95, align: 'right' },
  ] as const;
  const row = (cells: string[], bold = false) => {
    const y = doc.y;
    let bottom = y;
    doc.font(bold ? 'Helvetica-Bold' : 'Helvetica');
    cells.forEach((cell, i) => {
      if (!cell) return;
      const column = columns[i]!;
      const width = i === 0 && !cells[1] && !cells[2] ? 400 : column.width;
      doc.text(cell, column.x, y, { width, align: column.align });
      bottom = Math.max(bottom, doc.y);
    });
    doc.x = 50;
    doc.y = bottom;
  };
  row([w.campaign, w.lineItem, w.impressions, w.amount], true);
  for (const line of invoice.lines) {
    row([
      line.orderName,
      line.lineItemName ?? w.lineItemNumber(line.lineItemId),
      count(line.impressions, lang),
      money(line.amountCents, lang),
    ]);
  }
  doc.moveDown();
  const sum = (label: string, cents: number, bold = false) => row([label, '', '', money(cents, lang)], bold);
  sum(w.subtotal, invoice.subtotalCents);
  // One line per promo code (issue 14), a gift's as a credit (issue 31 §23); an older invoice without them shows its
  // discount on one line.
  if (invoice.discounts.length > 0)
    for (const d of invoice.discounts)
      sum(`${d.type === 'GIFT_VOUCHER' ? w.giftCredit : w.discount} ${d.code}`, -d.amountCents);
  else if (invoice.discountCents > 0) sum(w.discount, -invoice.discountCents);
  for (const tax of invoice.taxes)
    sum(`${w.taxes[tax.name]} (${percent(tax.ratePercent, lang)})`, tax.amountCents);
  sum(w.total, invoice.totalCents, true);
  if (invoice.taxBasis === 'SELLER_ADDRESS' && invoice.taxProvince) {
    doc.moveDown();
    doc
      .font('Helvetica')
      .fontSize(9)
      .text(
        w.sellerProvince(
          regionsOf('CA').find((r) => r.code === invoice.taxProvince)?.[lang] ?? invoice.taxProvince,
        ),
        50,
      );
  }
  doc.end();
  return done;
}
