// Pure pieces of the human side: restricted-item screening per carrier service and destination, address checks,
// webhook signatures (Stripe's scheme, constant-time), the hand-written label PDF, the sandbox tracking timeline.
import { describe, expect, it } from 'vitest';
import { restrictedFlagsFor, screenService, validateParty } from '../../../api/calculator/screening.ts';
import { OPS, getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { code128Bars, labelPdf } from '../../../api/calculator/label-pdf.ts';
import { signPayload, verifySignature } from '../../../providers/payments/index.ts';
import { sandboxTimeline, trackingMsPerDay } from '../../../activities/tracking.ts';

const rate = (carrier: string, service_code: string) => ({ carrier: carrier as 'USPS', service_code });

describe('restricted-item screening', () => {
  it('reads flags from the product words', () => {
    expect(restrictedFlagsFor('laptop')).toContain('lithium_battery');
    expect(restrictedFlagsFor('perfume')).toContain('flammable_liquid');
    expect(restrictedFlagsFor('two ceramic coffee mugs')).toEqual([]);
  });

  it('decides per carrier service and destination', () => {
    expect(screenService(['lithium_battery'], rate('USPS', 'usps_ground_advantage'), 'US').level).toBe('restricted');
    expect(screenService(['lithium_battery'], rate('DHL', 'dhl_express_worldwide'), 'DE')).toMatchObject({ level: 'prohibited', reason: expect.stringMatching(/international/) });
    expect(screenService(['alcohol'], rate('USPS', 'usps_priority_mail'), 'US')).toMatchObject({ level: 'prohibited', reason: expect.stringMatching(/USPS/) });
    expect(screenService(['aerosol'], rate('UPS', 'ups_ground'), 'US').level).toBe('restricted');
    expect(screenService(['aerosol'], rate('UPS', 'ups_2nd_day_air'), 'US').level).toBe('prohibited');
    expect(screenService(['flammable_liquid'], rate('USPS', 'usps_priority_mail'), 'US').level).toBe('prohibited');
    expect(screenService(['flammable_liquid'], rate('FedEx', 'fedex_ground'), 'US').level).toBe('restricted');
    expect(screenService(['firearm'], rate('FedEx', 'fedex_ground'), 'US').level).toBe('prohibited');
    expect(screenService(['car_battery'], rate('UPS', 'ups_ground'), 'US').level).toBe('prohibited');
    expect(screenService([], rate('UPS', 'ups_ground'), 'US').level).toBe('ok');
  });
});

describe('address validation', () => {
  const party = (over: Record<string, string>) => ({ name: 'A', street: '1 Main St', street2: '', city: 'San Francisco', state: 'CA', postal_code: '94105', country: 'US', email: 'a@example.org', phone: '', ...over });
  it('checks US ZIP, state and city against each other', () => {
    expect(validateParty('recipient', party({}), { postal_code: '94105', country: 'US' })).toEqual([]);
    const wrongCity = validateParty('recipient', party({ city: 'Los Angeles' }), { postal_code: '94105', country: 'US' });
    expect(wrongCity).toEqual([{ field: 'recipient_postal_code', message: expect.stringMatching(/94105.*San Francisco/) }]);
    expect(validateParty('recipient', party({ state: 'NY' }), { postal_code: '94105', country: 'US' })[0]!.message).toMatch(/in CA/);
  });
  it('checks formats elsewhere, contact details, and the quoted postal code', () => {
    expect(validateParty('recipient', party({ country: 'CA', postal_code: 'K1A 0B1', city: 'Ottawa', state: '' }), { postal_code: 'K1A 0B1', country: 'CA' })).toEqual([]);
    expect(validateParty('recipient', party({ country: 'CA', postal_code: '12345', city: 'Ottawa' }), { postal_code: 'K1A 0B1', country: 'CA' })[0]!.field).toBe('recipient_postal_code');
    expect(validateParty('sender', party({ email: '', phone: '' }), { postal_code: '94105', country: 'US' })[0]).toMatchObject({ field: 'sender_email' });
    expect(validateParty('sender', party({ postal_code: '10001', city: 'New York', state: 'NY' }), { postal_code: '94105', country: 'US' })[0]!.message).toMatch(/priced for postal code 94105/);
  });
});

describe('webhook signatures', () => {
  it('accepts the right secret and body within the tolerance, and nothing else', () => {
    const now = 1_800_000_000;
    const header = signPayload('whsec_a', '{"x":1}', now);
    expect(header).toMatch(/^t=1800000000,v1=[0-9a-f]{64}$/);
    expect(verifySignature('whsec_a', '{"x":1}', header, now + 10)).toBe(true);
    expect(verifySignature('whsec_b', '{"x":1}', header, now)).toBe(false);
    expect(verifySignature('whsec_a', '{"x":2}', header, now)).toBe(false);
    expect(verifySignature('whsec_a', '{"x":1}', header, now + 3600)).toBe(false);
    expect(verifySignature('whsec_a', '{"x":1}', null, now)).toBe(false);
    expect(verifySignature('whsec_a', '{"x":1}', 't=1800000000,v1=abc', now)).toBe(false);
  });
});

describe('label PDF', () => {
  const LABEL = {
    carrier: 'DHL',
    service: 'DHL Express Worldwide',
    tracking_number: '1234567890',
    order_id: 'ord_x',
    from: ['Jörg Müller', 'Hauptstraße 5 (Hinterhaus)', '10115 Berlin', 'DE'],
    to: ['Анна Каренина', 'ул. Тверская, д. 7', '125009 Москва', 'Zoë Ørsted, Åsgårdstraße', 'Ελληνικά Łódź Čeština'],
    test_mode: true,
  };

  async function read(pdf: Buffer) {
    const document = await getDocument({ data: new Uint8Array(pdf), verbosity: 0, isEvalSupported: false }).promise;
    const page = await document.getPage(1);
    const text = (await page.getTextContent()).items.map((item) => ('str' in item ? item.str : '')).join('\n');
    const operators = await page.getOperatorList();
    return { document, page, text, operators };
  }

  it('is a one-page 4×6 in PDF that keeps every character of the addresses (ß, accents, Cyrillic, Greek)', async () => {
    const pdf = await labelPdf(LABEL);
    expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    const { document, page, text } = await read(pdf);
    expect(document.numPages).toBe(1);
    expect(page.view).toEqual([0, 0, 288, 432]);
    for (const line of [...LABEL.from, ...LABEL.to]) expect(text).toContain(line);
    expect(text).toContain('1234 5678 90');
    expect(text).toContain('SANDBOX LABEL · TEST MODE · NOT FOR MAILING');
    expect(text).toContain('Order ord_x');
    await document.destroy();
  });

  it('draws the tracking number as a Code 128 barcode: one filled bar per bar of the symbol', async () => {
    const bars = code128Bars(LABEL.tracking_number);
    // Code 128 of 10 digits: start C, 5 digit pairs, check, stop = 8 symbols of 3 bars, the stop with 4.
    expect(bars).toHaveLength(7 * 3 + 4);
    const { document, operators } = await read(await labelPdf(LABEL));
    let rectangles = 0;
    operators.fnArray.forEach((fn, i) => {
      if (fn !== OPS.constructPath) return;
      const [ops] = operators.argsArray[i] as [number[]];
      rectangles += ops.filter((op) => op === OPS.rectangle).length;
    });
    expect(rectangles).toBe(bars.length + 1); // the bars and the label's border
    await document.destroy();
  });

  it('shrinks or wraps a long line to fit the label, never cutting a character', async () => {
    const long = 'Sehr lange Straßenbezeichnung mit Hausnummer und Hinterhaus, Aufgang C, 4. Obergeschoss links, bei Familie Großmann-Ødegård';
    const { document, page } = await read(await labelPdf({ ...LABEL, to: [long, 'Kurz'] }));
    const items = (await page.getTextContent()).items.filter((item) => 'str' in item && item.str !== '') as { str: string; width: number; transform: number[] }[];
    expect(items.map((item) => item.str).join(' ')).toContain(long);
    for (const item of items) expect(item.transform[4]! + item.width, item.str).toBeLessThanOrEqual(288 - 14 + 0.5);
    await document.destroy();
  });
});

describe('sandbox tracking timeline', () => {
  it('walks the transit days and ends delivered, at the configured pace', () => {
    const steps = sandboxTimeline('USPS', 3, { origin: 'New York, NY', destination: 'San Francisco, CA', international: false }, 1000);
    expect(steps.at(-1)!.status).toBe('delivered');
    expect(steps.map((s) => s.status)).toEqual(expect.arrayContaining(['in_transit', 'out_for_delivery']));
    const total = steps.reduce((sum, s) => sum + s.after_ms, 0);
    expect(total).toBeGreaterThan(2500);
    expect(total).toBeLessThan(3500);
    expect(sandboxTimeline('DHL', 4, { origin: 'a', destination: 'b', international: true }, 1000).some((s) => s.status_code === 'CC')).toBe(true);
    expect(trackingMsPerDay({})).toBe(86_400_000);
    expect(trackingMsPerDay({ TRACKING_SPEED: '1440' })).toBe(60_000);
    expect(trackingMsPerDay({ TRACKING_MS_PER_DAY: '50' })).toBe(50);
  });
});
