// The sandbox carrier's printable label: a 4×6 in shipping label drawn with PDFKit, the addresses in DejaVu Sans (an
// embedded, subset TrueType font: ß, accents, Cyrillic and Greek print as written, where the PDF standard fonts
// cover Western European letters only) and the tracking number as a Code 128 barcode from bwip-js, drawn as vector
// bars so it scans sharp at any printer resolution.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import bwipjs from 'bwip-js';
import PDFDocument from 'pdfkit';

export interface LabelContent {
  carrier: string;
  service: string;
  tracking_number: string;
  order_id: string;
  from: string[];
  to: string[];
  test_mode: boolean;
}

/** 4 × 6 in, in PDF points. */
export const LABEL_SIZE = { width: 288, height: 432 } as const;
const MARGIN = 14;
const INNER = LABEL_SIZE.width - 2 * MARGIN;

let fonts: { regular: Buffer; bold: Buffer } | undefined;
function labelFonts(): { regular: Buffer; bold: Buffer } {
  if (!fonts) {
    const require = createRequire(import.meta.url);
    fonts = {
      regular: readFileSync(require.resolve('dejavu-fonts-ttf/ttf/DejaVuSans.ttf')),
      bold: readFileSync(require.resolve('dejavu-fonts-ttf/ttf/DejaVuSans-Bold.ttf')),
    };
  }
  return fonts;
}

/** The bars of a Code 128 symbol, left to right, in module widths: `[offset, width]`. */
export function code128Bars(text: string): [offset: number, width: number][] {
  const [symbol] = bwipjs.raw({ bcid: 'code128', text });
  if (!symbol || !('sbs' in symbol)) throw new Error('bwip-js drew no linear symbol');
  const bars: [number, number][] = [];
  let x = 0;
  symbol.sbs.forEach((width, i) => {
    if (i % 2 === 0) bars.push([x, width]); // bar, space, bar, …
    x += width;
  });
  return bars;
}

export function labelPdf(label: LabelContent): Promise<Buffer> {
  const { regular, bold } = labelFonts();
  const doc = new PDFDocument({ pdfVersion: '1.4', size: [LABEL_SIZE.width, LABEL_SIZE.height], margin: 0, info: { Title: `Shipping label ${label.tracking_number}`, Creator: 'Parcel Quote Service' } });
  doc.registerFont('regular', regular);
  doc.registerFont('bold', bold);
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });

  /** One line at `size`, shrunk to fit the width; below 6 pt it wraps instead, so every character stays printed. */
  let y = MARGIN;
  const line = (text: string, size: number, font: 'regular' | 'bold' = 'regular', x = MARGIN): void => {
    const available = INNER - (x - MARGIN);
    doc.font(font).fontSize(size);
    const width = doc.widthOfString(text);
    const fitted = width > available ? (size * available) / width : size;
    if (fitted >= 6) {
      doc.fontSize(fitted).text(text, x, y, { lineBreak: false });
      y += fitted + 3;
      return;
    }
    doc.fontSize(6);
    const height = doc.heightOfString(text, { width: available });
    doc.text(text, x, y, { width: available });
    y += height + 3;
  };
  const rule = (): void => {
    y += 4;
    doc.moveTo(MARGIN, y).lineTo(LABEL_SIZE.width - MARGIN, y).lineWidth(1).stroke();
    y += 6;
  };

  doc.rect(6, 6, LABEL_SIZE.width - 12, LABEL_SIZE.height - 12).lineWidth(2).stroke();
  line(label.service.startsWith(label.carrier) ? label.service : `${label.carrier} ${label.service}`, 15, 'bold');
  if (label.test_mode) line('SANDBOX LABEL · TEST MODE · NOT FOR MAILING', 8, 'bold');
  rule();
  line('FROM', 7, 'bold');
  for (const text of label.from) line(text, 8, 'regular', MARGIN + 8);
  rule();
  line('SHIP TO', 9, 'bold');
  for (const text of label.to) line(text, 12, 'bold', MARGIN + 8);
  rule();

  // The barcode fills the inner width; a 10-module quiet zone is left on each side by the centring.
  const bars = code128Bars(label.tracking_number);
  const modules = bars.reduce((end, [offset, width]) => Math.max(end, offset + width), 0);
  const module = Math.min(2, INNER / (modules + 20));
  const left = MARGIN + (INNER - modules * module) / 2;
  const barHeight = 70;
  line('TRACKING #', 9, 'bold');
  y += 4;
  for (const [offset, width] of bars) doc.rect(left + offset * module, y, width * module, barHeight);
  doc.fill('black');
  y += barHeight + 6;
  line(label.tracking_number.replace(/(.{4})/g, '$1 ').trim(), 13, 'bold');
  rule();
  line(`Order ${label.order_id}`, 8);
  doc.end();
  return done;
}
