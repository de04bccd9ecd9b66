// EasyPost's verified address → the calculator's verdict (providers/address/easypost.ts addressVerdict), against
// EasyPost's recorded verifications (test/fixtures/easypost/, from its client test suites).
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { addressVerdict } from '../../../providers/address/easypost.ts';

const FIXTURES = path.join(import.meta.dirname, '..', '..', 'fixtures', 'easypost');
/** The address object in the answer to `method path` of a recording. */
function recordedAddress(file: string, method: string, pathEnd: string): unknown {
  const har = JSON.parse(readFileSync(path.join(FIXTURES, file), 'utf8')) as { log: { entries: { request: { method: string; url: string }; response: { content: { text: string } } }[] } };
  const entry = har.log.entries.find((e) => e.request.method === method && e.request.url.endsWith(pathEnd))!;
  const body = JSON.parse(entry.response.content.text) as { address?: unknown };
  return body.address ?? body;
}

describe('EasyPost address verdicts', () => {
  it('a verified address comes back as the carrier knows it', () => {
    expect(addressVerdict(recordedAddress('Address-Service--verifies-an-address.har', 'GET', '/verify'))).toEqual({
      deliverable: true,
      corrected: { street1: '179 N HARBOR DR', city: 'REDONDO BEACH', state: 'CA', zip: '90277-2506', country: 'US' },
      residential: false,
    });
  });

  it('an address EasyPost did not find is undeliverable even when its answer says success', () => {
    // Recorded: create_and_verify with verify_carrier UPS of "000 unknown street, Not A City, ZZ 00001" answered
    // delivery { success: true, errors: [E.ADDRESS.NOT_FOUND "Address not found"] }.
    const answer = recordedAddress('Address-Service--creates-and-verifies-address-with-verify_carrier-param.har', 'POST', '/addresses/create_and_verify');
    expect(answer).toMatchObject({ verifications: { delivery: { success: true } } });
    expect(addressVerdict(answer)).toEqual({ deliverable: false, reasons: ['Address not found'] });
  });
});
