// The recipient's address as the carrier knows it (address verification provider, EasyPost when configured): the
// calculator refuses an undeliverable address with the carrier's reasons, fills in a corrected one for the person to
// confirm (a second submit of the same, now matching, address goes through), and asks to retry during an outage.
import { AddressVerificationUnavailableError } from '../../providers/address/easypost.ts';
import type { AddressVerifier } from '../../providers/address/easypost.ts';
import type { PartyDetails } from '../../store/index.ts';

export type RecipientCheck =
  | { kind: 'ok' }
  | { kind: 'corrected'; fields: Record<string, string>; summary: string }
  | { kind: 'undeliverable'; reasons: string[] }
  | { kind: 'unavailable'; message: string };

const same = (a: string | undefined, b: string | undefined): boolean => (a ?? '').trim().toUpperCase().replace(/\s+/g, ' ') === (b ?? '').trim().toUpperCase().replace(/\s+/g, ' ');

export async function verifyRecipient(verifier: AddressVerifier, party: PartyDetails): Promise<RecipientCheck> {
  let verdict;
  try {
    verdict = await verifier.verify({ street1: party.street, ...(party.street2 ? { street2: party.street2 } : {}), city: party.city, ...(party.state ? { state: party.state } : {}), zip: party.postal_code, country: party.country });
  } catch (error) {
    if (error instanceof AddressVerificationUnavailableError) return { kind: 'unavailable', message: 'We could not check this address with the carrier just now. Please try again in a minute.' };
    throw error;
  }
  if (!verdict.deliverable) return { kind: 'undeliverable', reasons: verdict.reasons };
  const c = verdict.corrected;
  // The person's entry already says what the carrier knows (letter case aside): go on. A ZIP+4 the carrier adds is
  // shown like any other correction, so the label carries it.
  if (same(c.street1, party.street) && same(c.city, party.city) && (!c.state || same(c.state, party.state)) && same(c.zip, party.postal_code) && same(c.street2, party.street2)) return { kind: 'ok' };
  return {
    kind: 'corrected',
    fields: { recipient_street: c.street1, recipient_street2: c.street2 ?? '', recipient_city: c.city, recipient_state: c.state ?? party.state, recipient_postal_code: c.zip },
    summary: [c.street1, c.street2, `${c.city}${c.state ? `, ${c.state}` : ''} ${c.zip}`].filter(Boolean).join(', '),
  };
}
