// A printable 4×6 in shipping label as a minimal, valid PDF written by hand: one page, Helvetica text objects and
// a correct cross-reference table. The sandbox carrier's labels carry the real-format tracking number.
const esc = (text: string): string =>
  text
    .normalize('NFKD')
    .replace(/[^\x20-\x7e]/g, '')
    .replace(/([\\()])/g, '\\$1');

export interface LabelContent {
  carrier: string;
  service: string;
  tracking_number: string;
  order_id: string;
  from: string[];
  to: string[];
  test_mode: boolean;
}

export function labelPdf(label: LabelContent): Buffer {
  const lines: [number, number, number, string][] = [];
  let y = 410;
  const put = (size: number, text: string, x = 18): void => {
    lines.push([x, y, size, text]);
    y -= size + 4;
  };
  put(16, `${label.carrier} ${label.service}`);
  if (label.test_mode) put(10, 'SANDBOX LABEL - TEST MODE - NOT FOR MAILING');
  y -= 6;
  put(9, 'FROM:');
  for (const l of label.from) put(9, l, 30);
  y -= 8;
  put(11, 'SHIP TO:');
  for (const l of label.to) put(12, l, 30);
  y -= 12;
  put(10, 'TRACKING #');
  put(18, label.tracking_number.replace(/(.{4})/g, '$1 ').trim());
  put(8, label.tracking_number);
  y -= 4;
  put(8, `Order ${label.order_id}`);
  const content = [
    '0 0 0 RG 2 w 10 10 268 412 re S',
    ...lines.map(([x, yy, size, text]) => `BT /F1 ${size} Tf ${x} ${yy} Td (${esc(text)}) Tj ET`),
  ].join('\n');
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 288 432] /Resources << /Font << /F1 4 0 R >> >> /Contents 5 0 R >>',
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
    `<< /Length ${Buffer.byteLength(content, 'latin1')} >>\nstream\n${content}\nendstream`,
  ];
  let pdf = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((body, i) => {
    offsets.push(Buffer.byteLength(pdf, 'latin1'));
    pdf += `${i + 1} 0 obj\n${body}\nendobj\n`;
  });
  const xref = Buffer.byteLength(pdf, 'latin1');
  pdf += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n${offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n \n`).join('')}`;
  pdf += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(pdf, 'latin1');
}
