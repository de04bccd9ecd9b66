// Which rate a label is bought for on the shipment made again with the full addresses (providers/labels/easypost.ts
// sameServiceRate), against EasyPost's recorded shipments: the quote's (creates a shipment) and the re-made one (buys
// a shipment). Variants copy a recorded rate to a second carrier account or change its price, the way another
// account's answer would read (same objects, other ids and amounts).
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { LabelPurchaseError } from '../../../providers/labels/index.ts';
import type { LabelPurchaseRequest } from '../../../providers/labels/index.ts';
import { sameServiceRate } from '../../../providers/labels/easypost.ts';

type Shipment = Parameters<typeof sameServiceRate>[0];
type Rate = { id: string; carrier: string; service: string; rate: string; carrier_account_id: string };

const FIXTURES = path.join(import.meta.dirname, '..', '..', 'fixtures', 'easypost');
function created(file: string): Shipment & { rates: Rate[] } {
  const har = JSON.parse(readFileSync(path.join(FIXTURES, file), 'utf8')) as { log: { entries: { request: { method: string; url: string }; response: { content: { text: string } } }[] } };
  const entry = har.log.entries.find((e) => e.request.method === 'POST' && e.request.url.endsWith('/v2/shipments'))!;
  return JSON.parse(entry.response.content.text) as Shipment & { rates: Rate[] };
}

const quoted = created('Shipment-Service--creates-a-shipment.har');
const remade = created('Shipment-Service--buys-a-shipment.har');
const rateOf = (s: { rates: Rate[] }, service: string): Rate => s.rates.find((r) => r.service === service)!;
const REQUEST: LabelPurchaseRequest = { idempotency_key: 'k', reference: 'ord_x', carrier: 'USPS', service: 'USPS Priority Mail', service_code: 'usps_priority_mail', delivery_days: 2 };

describe('the rate bought on the re-made shipment', () => {
  it('is the same carrier and service as the rate paid for, not the cheapest or another one', () => {
    expect(sameServiceRate(quoted, rateOf(quoted, 'Priority').id, remade, { ...REQUEST, paid_carrier_cents: 690 }).id).toBe(rateOf(remade, 'Priority').id);
    expect(sameServiceRate(quoted, rateOf(quoted, 'Express').id, remade, { ...REQUEST, service: 'USPS Priority Mail Express', paid_carrier_cents: 3310 }).id).toBe(rateOf(remade, 'Express').id);
  });

  it('holds the price to what the person paid, else the price on the quote', () => {
    const rise = (() => {
      try {
        sameServiceRate(quoted, rateOf(quoted, 'Priority').id, remade, { ...REQUEST, paid_carrier_cents: 689 });
      } catch (error) {
        return error;
      }
      return null;
    })();
    expect(rise).toBeInstanceOf(LabelPurchaseError);
    expect((rise as LabelPurchaseError).permanent).toBe(true);
    expect((rise as Error).message).toBe('USPS Priority Mail now costs $6.90 with the full addresses, more than the $6.89 paid for it; nothing was bought');
    // Without the order's figure, the quote's own price (6.90) is the limit.
    expect(sameServiceRate(quoted, rateOf(quoted, 'Priority').id, remade, REQUEST).id).toBe(rateOf(remade, 'Priority').id);
    const dearer = { ...remade, rates: remade.rates.map((r) => (r.service === 'Priority' ? { ...r, rate: '6.91' } : r)) };
    expect(() => sameServiceRate(quoted, rateOf(quoted, 'Priority').id, dearer, REQUEST)).toThrow('now costs $6.91');
  });

  it('prefers the carrier account paid through, and takes another account of the same carrier only when it keeps to the price', () => {
    const priority = rateOf(remade, 'Priority');
    const otherAccount = { ...priority, id: 'rate_other_account', carrier_account_id: 'ca_other', rate: '6.50' };
    const both = { ...remade, rates: [...remade.rates, otherAccount] };
    expect(sameServiceRate(quoted, rateOf(quoted, 'Priority').id, both, { ...REQUEST, paid_carrier_cents: 690 }).id).toBe(priority.id);
    const samePricier = { ...remade, rates: [...remade.rates.map((r) => (r.id === priority.id ? { ...r, rate: '7.20' } : r)), otherAccount] };
    expect(sameServiceRate(quoted, rateOf(quoted, 'Priority').id, samePricier, { ...REQUEST, paid_carrier_cents: 690 }).id).toBe('rate_other_account');
  });
});
