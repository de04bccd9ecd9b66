// Address verification through EasyPost against its recorded verifications (replayed to the official client on
// loopback): a deliverable address comes back corrected, an undeliverable one with EasyPost's reasons, an outage is
// an error (never a refusal).
import { afterEach, describe, expect, it } from 'vitest';
import { AddressVerificationUnavailableError, createEasyPostAddressVerifier } from '../../providers/address/easypost.ts';
import { recording, startReplayServer } from './easypost-replay.ts';
import type { ReplayServer } from './easypost-replay.ts';

let replay: ReplayServer | undefined;
afterEach(async () => {
  await replay?.close();
  replay = undefined;
});

describe('EasyPost address verification', () => {
  it('answers the corrected address (ZIP+4, capitals) for a deliverable one', async () => {
    replay = await startReplayServer(recording('Address-Service--verifies-an-address.har'));
    const verifier = createEasyPostAddressVerifier({ apiKey: 'EZTK_test', baseUrl: replay.baseUrl });
    const verdict = await verifier.verify({ street1: '179 N Harbor Dr', city: 'Redondo Beach', state: 'CA', zip: '90277', country: 'US' });
    expect(verdict).toEqual({ deliverable: true, corrected: { street1: '179 N HARBOR DR', city: 'REDONDO BEACH', state: 'CA', zip: '90277-2506', country: 'US' }, residential: false });
    expect(replay.received.map((r) => `${r.method} ${r.path}`)).toEqual(['POST addresses', 'GET addresses/adr_3cda78354e8e11efaabd3cecef1b359e/verify']);
    expect(replay.received[0]!.body).toEqual({ address: { street1: '179 N Harbor Dr', city: 'Redondo Beach', state: 'CA', zip: '90277', country: 'US' } });
  });

  it('refuses an undeliverable address with EasyPost\'s reasons', async () => {
    replay = await startReplayServer(recording('Address-Service--throws-an-error-when-we-cannot-verify-an-address.har'));
    const verifier = createEasyPostAddressVerifier({ apiKey: 'EZTK_test', baseUrl: replay.baseUrl });
    expect(await verifier.verify({ street1: 'invalid', city: '', zip: '', country: 'US' })).toEqual({ deliverable: false, reasons: ['Address not found', 'House number is missing'] });
  });

  it('an EasyPost that does not answer in time is an error to retry, not a refusal', async () => {
    replay = await startReplayServer(recording('Address-Service--verifies-an-address.har'), { delayMs: 1000 });
    const verifier = createEasyPostAddressVerifier({ apiKey: 'EZTK_test', baseUrl: replay.baseUrl, deadlineMs: 150 });
    await expect(verifier.verify({ street1: '179 N Harbor Dr', city: 'Redondo Beach', state: 'CA', zip: '90277', country: 'US' })).rejects.toBeInstanceOf(AddressVerificationUnavailableError);
  });
});
