import PDFDocument from 'pdfkit';
import { amountInWords, countryText, type Language, type PaymentTermsLine } from '@shop/domain';
import type { KindedDocument } from '../../modules/documents/documents.view.ts';
import { PDF_FONTS } from './fonts.ts';

const TEXTS = {
  en: {
    invoice: 'VAT INVOICE',
    preInvoice: 'PRO-FORMA INVOICE',
    creditNote: 'CREDIT NOTE',
    corrects: 'Corrects invoice',
    of: 'of',
    reason: 'Reason',
    inWords: 'Amount in words',
    issuedBy: 'Issued by',
    receivedBy: 'Received by',
    signature: '(name, position, signature)',
    series: 'Series and number',
    issueDate: 'Issue date',
    supplyDate: 'Supply date',
    dueDate: 'Pay by',
    validUntil: 'Valid until',
    order: 'Order',
    customerReference: 'Your order number',
    seller: 'Seller',
    buyer: 'Buyer',
    shipping: 'Shipping address',
    companyCode: 'Company code',
    vatCode: 'VAT code',
    bank: 'Bank',
    iban: 'Account',
    item: 'Item',
    licence: 'Tobacco licence',
    licenceTypes: { wholesale: 'wholesale', retail: 'retail' },
    licenceIssuer: 'issued by',
    licenceValid: 'valid until',
    subtotal: 'Subtotal',
    sku: 'SKU',
    qty: 'Qty',
    unit: 'Unit price excl. VAT',
    amount: 'Amount',
    taxable: 'Taxable value',
    fee: 'Order completion fee',
    vat: 'VAT',
    total: 'Total',
    paymentTerms: 'Payment terms',
    paymentReference: 'Payment reference',
    payTo: 'Pay to',
    notes: 'Notes',
    prepayment: (p: number) => `Prepayment required: ${p} %`,
    proForma: 'This is a pro-forma invoice (pre-invoice) and not a VAT invoice.',
    pcs: (count: number) => (count === 1 ? 'pc' : 'pcs'),
    netDays: (days: number) => `Net ${days} ${days === 1 ? 'day' : 'days'}`,
    prepaymentTerms: '100 % prepayment',
    prepaymentBy: (percentage: number, date: string) => `Prepayment ${percentage} % by ${date}`,
    priceCorrection: 'Price correction',
    discount: 'Discount on the whole invoice',
    discountsBack: 'Discounts credited before',
  },
  lt: {
    invoice: 'PVM SĄSKAITA FAKTŪRA',
    preInvoice: 'IŠANKSTINĖ SĄSKAITA',
    creditNote: 'KREDITINĖ PVM SĄSKAITA FAKTŪRA',
    corrects: 'Koreguojama sąskaita',
    of: 'išrašyta',
    reason: 'Priežastis',
    inWords: 'Suma žodžiais',
    issuedBy: 'Sąskaitą išrašė',
    receivedBy: 'Sąskaitą priėmė',
    signature: '(vardas, pavardė, pareigos, parašas)',
    series: 'Serija ir numeris',
    issueDate: 'Išrašymo data',
    supplyDate: 'Tiekimo data',
    dueDate: 'Apmokėti iki',
    validUntil: 'Galioja iki',
    order: 'Užsakymas',
    customerReference: 'Jūsų užsakymo Nr.',
    seller: 'Pardavėjas',
    buyer: 'Pirkėjas',
    shipping: 'Pristatymo adresas',
    companyCode: 'Įmonės kodas',
    vatCode: 'PVM mokėtojo kodas',
    bank: 'Bankas',
    iban: 'Sąskaita',
    item: 'Prekė',
    licence: 'Tabako licencijos nr.',
    licenceTypes: { wholesale: 'didmeninė prekyba', retail: 'mažmeninė prekyba' },
    licenceIssuer: 'išdavė',
    licenceValid: 'galioja iki',
    subtotal: 'Tarpinė suma',
    sku: 'Prekės kodas',
    qty: 'Kiekis',
    unit: 'Vieneto kaina be PVM',
    amount: 'Suma',
    taxable: 'Apmokestinamoji vertė',
    fee: 'Užsakymo įvykdymo mokestis',
    vat: 'PVM',
    total: 'Iš viso',
    paymentTerms: 'Mokėjimo sąlygos',
    paymentReference: 'Mokėjimo paskirtis',
    payTo: 'Mokėti į sąskaitą',
    notes: 'Pastabos',
    prepayment: (p: number) => `Reikalingas išankstinis apmokėjimas: ${p} %`,
    proForma: 'Tai išankstinė sąskaita, o ne PVM sąskaita faktūra.',
    pcs: (_count: number) => 'vnt.',
    netDays: (days: number) => `Apmokėti per ${days} ${LT_DAYS[new Intl.PluralRules('lt').select(days)] ?? 'dienų'}`,
    prepaymentTerms: '100 % išankstinis apmokėjimas',
    prepaymentBy: (percentage: number, date: string) => `Išankstinis apmokėjimas ${percentage} % iki ${date}`,
    priceCorrection: 'Kainos korekcija',
    discount: 'Nuolaida visai sąskaitai',
    discountsBack: 'Anksčiau kredituotos nuolaidos',
  },
} satisfies Record<Language, Record<string, unknown>>;

/** "per 1 dieną, per 2 dienas, per 10 dienų" (glossary: Lithuanian has three plural forms; "per" takes the accusative). */
const LT_DAYS: Partial<Record<Intl.LDMLPluralRule, string>> = { one: 'dieną', few: 'dienas', many: 'dienos', other: 'dienų' };

/** The shop's vocabulary in the PDF's language (decision 029); texts it does not recognise stay as entered. */
function vocabulary(t: (typeof TEXTS)[Language], language: Language) {
  return {
    country: (value: string | null | undefined) => countryText(value, language),
    /** The document's terms line (decision 054): worded from its code, never read from a text. */
    paymentTerms: (line: PaymentTermsLine) => {
      if (line.code === 'net_days') return t.netDays(line.days);
      if (line.code === 'prepayment') return t.prepaymentTerms;
      if (line.code === 'prepayment_by') return t.prepaymentBy(line.percentage, line.date);
      return line.text;
    },
  };
}

type Texts = (typeof TEXTS)[Language];

/** The licence as the order froze it: its number, then type, issuer and validity where known. */
function licenceText(ship: KindedDocument['buyer']['shipping'], t: Texts): string {
  const details = [
    ship.licence_type ? t.licenceTypes[ship.licence_type] : '',
    ship.licence_issuer ? `${t.licenceIssuer}: ${ship.licence_issuer}` : '',
    ship.licence_valid_until ? `${t.licenceValid} ${ship.licence_valid_until}` : '',
  ].filter(Boolean);
  return details.length ? `${ship.tobacco_license} (${details.join('; ')})` : ship.tobacco_license;
}

/** "Sąskaitą išrašė" with the issuer's name and position, and "Sąskaitą priėmė", each over a line to sign. */
function signatures(pdf: PDFKit.PDFDocument, doc: KindedDocument, t: Texts): void {
  const issuer = [doc.issued_by?.name, doc.issued_by?.position].filter(Boolean).join(', ');
  if (pdf.y > 700) pdf.addPage();
  const top = pdf.y + 24;
  const column = (x: number, label: string, text: string) => {
    pdf.font('regular').fontSize(9).text(`${label}: ${text}`, x, top, { width: 240 });
    const lineY = Math.max(pdf.y + 18, top + 30);
    pdf
      .moveTo(x, lineY)
      .lineTo(x + 230, lineY)
      .lineWidth(0.5)
      .stroke('#64748b');
    pdf
      .fontSize(7)
      .fillColor('#64748b')
      .text(t.signature, x, lineY + 3, { width: 240 })
      .fillColor('#000');
  };
  column(40, t.issuedBy, issuer);
  column(305, t.receivedBy, '');
}

/**
 * What a payer types into the bank transfer (decision 079): the document's own number as the payment
 * reference, which the bank statement import matches, and the seller's account and bank.
 */
function paymentDetails(pdf: PDFKit.PDFDocument, number: string, seller: KindedDocument['seller'], t: Texts, width: number): void {
  pdf.font('regular').text(`${t.paymentReference}: `, { continued: true, width }).font('bold').text(number, { width });
  const account = [seller.name, seller.iban ? `IBAN ${seller.iban}` : '', seller.bank_name ?? ''].filter(Boolean);
  if (seller.iban) pdf.font('regular').text(`${t.payTo}: ${account.join(', ')}`, { width });
  pdf.font('regular');
}

/** The order's number, then the buyer's own purchase reference the document froze, when it has one (decision 086). */
function orderDetails(doc: KindedDocument, t: Texts): Array<[string, string]> {
  return [[t.order, doc.order_number], ...(doc.customer_reference ? [[t.customerReference, doc.customer_reference] as [string, string]] : [])];
}

/** The document's title, number and the dates and references under them. */
function heading(doc: KindedDocument, t: Texts): { title: string; number: string; details: Array<[string, string]> } {
  const order = orderDetails(doc, t);
  if (doc.kind === 'invoice')
    return {
      title: t.invoice,
      number: doc.invoice_number,
      details: [
        [t.series, doc.invoice_number],
        [t.issueDate, doc.issue_date],
        [t.supplyDate, doc.supply_date],
        [t.dueDate, doc.due_date ?? ''],
        ...order,
      ],
    };
  if (doc.kind === 'credit_note')
    return {
      title: t.creditNote,
      number: doc.credit_note_number,
      details: [
        [t.series, doc.credit_note_number],
        [t.issueDate, doc.issue_date],
        [t.corrects, `${doc.invoice_number} (${t.of} ${doc.invoice_date})`],
        [t.reason, doc.reason],
        ...order,
      ],
    };
  return {
    title: t.preInvoice,
    number: doc.pre_invoice_number,
    details: [
      [t.series, doc.pre_invoice_number],
      [t.issueDate, doc.issue_date],
      [t.validUntil, doc.valid_until],
      [t.dueDate, doc.due_date ?? ''],
      ...order,
    ],
  };
}

/** A real A4 PDF of an invoice, pre-invoice or credit note, in English or Lithuanian. */
export function renderDocumentPdf(doc: KindedDocument, language: Language): Promise<Buffer> {
  const t = TEXTS[language];
  const say = vocabulary(t, language);
  const money = (amount: number) =>
    new Intl.NumberFormat(language === 'lt' ? 'lt-LT' : 'en-US', { style: 'currency', currency: 'EUR' }).format(amount);
  const { title, number, details } = heading(doc, t);
  const pdf = new PDFDocument({
    size: 'A4',
    margin: 40,
    info: { Title: `${title} ${number}`, Author: doc.seller.name },
  });
  pdf.registerFont('regular', PDF_FONTS.regular);
  pdf.registerFont('bold', PDF_FONTS.bold);
  const chunks: Buffer[] = [];
  pdf.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve) => pdf.on('end', () => resolve(Buffer.concat(chunks))));

  const left = 40;
  const width = 515;
  pdf.font('bold').fontSize(16).text(title, left, 40);
  pdf.font('regular').fontSize(9);
  let y = 64;
  for (const [label, value] of details) {
    pdf.font('regular').text(`${label}: `, left, y, { continued: true, width }).font('bold').text(value, { width });
    y = pdf.y + 2;
  }

  // Seller and buyer side by side.
  y += 8;
  const column = (x: number, title: string, lines: string[]) => {
    pdf.font('bold').fontSize(10).text(title, x, y);
    pdf.font('regular').fontSize(9);
    let yy = y + 14;
    for (const line of lines.filter(Boolean)) {
      pdf.text(line, x, yy, { width: 250 });
      yy = pdf.y + 1;
    }
    return yy;
  };
  const s = doc.seller;
  const b = doc.buyer;
  const sellerEnd = column(left, t.seller, [
    s.name,
    `${t.companyCode}: ${s.company_code ?? '-'}`,
    `${t.vatCode}: ${s.vat_number ?? '-'}`,
    s.address,
    `${s.postal_code} ${s.city}`,
    say.country(s.country),
    s.email,
    s.phone,
    s.bank_name ? `${t.bank}: ${s.bank_name}` : '',
    s.iban ? `${t.iban}: ${s.iban}` : '',
  ]);
  const buyerEnd = column(left + 265, t.buyer, [
    b.company_name,
    `${t.companyCode}: ${b.company_reg_number}`,
    `${t.vatCode}: ${b.vat_number ?? '-'}`,
    b.address ?? '',
    [b.postal_code, b.city].filter(Boolean).join(' '),
    say.country(b.country),
    b.contact_person,
    b.email,
  ]);
  y = Math.max(sellerEnd, buyerEnd) + 6;
  pdf.font('bold').fontSize(10).text(t.shipping, left, y);
  const ship = doc.buyer.shipping;
  const shipping = [
    ship.address_name,
    ship.street_address,
    [ship.postal_code, ship.city].filter(Boolean).join(' '),
    ship.state_province,
    say.country(ship.country),
    `${t.licence}: ${licenceText(ship, t)}`,
  ]
    .filter(Boolean)
    .join(', ');
  pdf
    .font('regular')
    .fontSize(9)
    .text(shipping, left, y + 14, { width });
  y = pdf.y + 12;

  // Lines.
  const cols = [left, left + 250, left + 330, left + 370, left + 450];
  const header = [t.item, t.sku, t.qty, t.unit, t.amount];
  pdf
    .rect(left, y - 3, width, 26)
    .fill('#f1f5f9')
    .fillColor('#000');
  pdf.font('bold').fontSize(8);
  const widths = [245, 78, 38, 78, 65];
  header.forEach((h, i) => {
    pdf.text(h, cols[i]!, y, { width: widths[i]!, align: i >= 2 ? 'right' : 'left' });
  });
  y = Math.max(y + 18, pdf.y + 6);
  pdf.font('regular').fontSize(8.5);
  for (const item of doc.items) {
    if (y > 740) {
      pdf.addPage();
      y = 40;
    }
    const rowTop = y;
    pdf.text(`${item.brand} ${item.name}, ${item.flavor}, ${item.weight}`, cols[0]!, y, { width: 245 });
    // A credit note's price correction (decision 055): the price before and after, under the name.
    if ('kind' in item && item.kind === 'price_correction')
      pdf.text(`${t.priceCorrection}: ${money(item.invoiced_unit_price ?? 0)} → ${money(item.corrected_unit_price ?? 0)}`, { width: 245 });
    const rowEnd = pdf.y;
    pdf.text(item.sku, cols[1]!, rowTop, { width: 78 });
    pdf.text(`${item.quantity} ${t.pcs(item.quantity)}`, cols[2]!, rowTop, { width: 38, align: 'right' });
    pdf.text(money(item.unit_price), cols[3]!, rowTop, { width: 78, align: 'right' });
    pdf.text(money(item.total_price), cols[4]!, rowTop, { width: 65, align: 'right' });
    y = Math.max(rowEnd, pdf.y) + 4;
  }

  // Totals.
  y += 6;
  const discount = doc.kind === 'credit_note' ? doc.discount_amount : 0;
  const totals: Array<[string, string, boolean]> = [
    ...(discount !== 0 ? ([[discount < 0 ? t.discount : t.discountsBack, money(discount), false]] as Array<[string, string, boolean]>) : []),
    [t.subtotal, money(doc.subtotal), false],
    ...(doc.shipping_amount !== 0 ? ([[`${t.fee}`, money(doc.shipping_amount), false]] as Array<[string, string, boolean]>) : []),
    [`${t.taxable}`, money(doc.subtotal + doc.shipping_amount), false],
    [`${t.vat} ${Math.round(doc.tax_rate * 100)} %`, money(doc.tax_amount), false],
    [t.total, money(doc.total_amount), true],
  ];
  for (const [label, value, strong] of totals) {
    pdf.font(strong ? 'bold' : 'regular').fontSize(strong ? 11 : 9);
    pdf.text(label, left + 260, y, { width: 170, align: 'right' });
    pdf.text(value, left + 435, y, { width: 80, align: 'right' });
    y += strong ? 16 : 13;
  }
  pdf
    .font('regular')
    .fontSize(9)
    .text(`${t.inWords}: ${amountInWords(Math.round(doc.total_amount * 100), language)}`, left, y, { width });
  y = pdf.y + 8;
  if (doc.kind !== 'credit_note') {
    pdf.text(`${t.paymentTerms}: ${say.paymentTerms(doc.payment_terms_line)}`, left, y, { width });
    paymentDetails(pdf, number, s, t, width);
  }
  if (doc.kind === 'pre_invoice') {
    if (doc.prepayment_percentage < 100) pdf.text(t.prepayment(doc.prepayment_percentage), { width });
    pdf.moveDown(0.5).font('bold').text(t.proForma, { width });
  }
  if (doc.notes) pdf.moveDown(0.5).font('regular').text(`${t.notes}: ${doc.notes}`, { width });
  signatures(pdf, doc, t);
  pdf.end();
  return done;
}
