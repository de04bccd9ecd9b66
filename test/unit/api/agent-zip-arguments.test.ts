import { describe, expect, it } from 'vitest';
import { serviceLabel, shipmentFromToolArgs } from '../../../api/agent/skills.ts';
import { ParcelQuoteArgsSchema, zipArgument } from '../../../api/schemas/agent.ts';
import { ProblemError } from '../../../api/problem.ts';

describe('ZIP codes given as numbers in tool arguments', () => {
  it('takes a number only when no digit can have been lost', () => {
    expect(zipArgument('from_zip', 30301)).toEqual({ ok: true, postal_code: '30301' });
    expect(zipArgument('to_zip', 10115, 'DE')).toEqual({ ok: true, postal_code: '10115' });
    expect(zipArgument('to_zip', 2000, 'au')).toEqual({ ok: true, postal_code: '2000' });
    expect(zipArgument('from_zip', '02134')).toEqual({ ok: true, postal_code: '02134' });
  });

  it('refuses a number that may have lost leading zeros, and never pads it', () => {
    const lost = zipArgument('from_zip', 2134);
    expect(lost.ok).toBe(false);
    expect(!lost.ok && lost.message).toMatch(/^from_zip came as the number 2134, which has fewer than 5 digits: .*leading zeros.* e\.g\. "02134" if that is the ZIP code\.$/);
    expect(zipArgument('to_zip', 2134, 'US').ok).toBe(false);
    // Australia's 0800 (Darwin) as a number is 800: refused too.
    expect(zipArgument('to_zip', 800, 'AU').ok).toBe(false);
  });

  it.each([1.5, -30301, 0, 123456, Number.MAX_SAFE_INTEGER + 2])('refuses the number %s as no postal code', (value) => {
    const answer = zipArgument('to_zip', value);
    expect(answer.ok).toBe(false);
    expect(!answer.ok && answer.message).toMatch(/to_zip must be a postal code as a string|fewer than 5 digits/);
  });

  it('flows into the shipment as strings, and a refusal names the field', () => {
    const args = ParcelQuoteArgsSchema.assert({ product: 'mug', from_zip: 30301, to_zip: 94105 });
    expect(shipmentFromToolArgs(args)).toMatchObject({ from_postal_code: '30301', to_postal_code: '94105' });
    let refused: unknown;
    try {
      shipmentFromToolArgs(ParcelQuoteArgsSchema.assert({ product: 'mug', from_zip: 2134, to_zip: 601 }));
    } catch (error) {
      refused = error;
    }
    expect(refused).toBeInstanceOf(ProblemError);
    expect((refused as ProblemError).extra.errors).toEqual([
      { field: 'from_zip', message: expect.stringContaining('number 2134') },
      { field: 'to_zip', message: expect.stringContaining('"00601"') },
    ]);
  });

  it('documents the number form in the tool schema', () => {
    const zip = (ParcelQuoteArgsSchema.toJsonSchema() as { properties: Record<string, { anyOf?: { type: string }[] }> }).properties.from_zip;
    expect(zip?.anyOf?.map((branch) => branch.type).sort()).toEqual(['number', 'string']);
  });
});

describe('service names in the text answer', () => {
  it('names the carrier once', () => {
    expect(serviceLabel('USPS', 'USPS Ground Advantage')).toBe('USPS Ground Advantage');
    expect(serviceLabel('UPS', 'UPS Ground')).toBe('UPS Ground');
    expect(serviceLabel('FedEx', 'Home Delivery')).toBe('FedEx Home Delivery');
  });
});
