// The sender's and the recipient's addresses as the carrier knows them (address verification provider, EasyPost when
// configured): the calculator refuses an undeliverable address with the carrier's reasons, fills in a corrected one
// for the person to confirm (a second submit of the same, now matching, address goes through), and asks to retry
// during an outage. Both addresses are checked at once, and every finding is shown together, so the person mends
// the form in one go.
import { AddressVerificationUnavailableError } from '../../providers/address/easypost.ts';
import type { AddressVerifier } from '../../providers/address/easypost.ts';
import type { PartyDetails } from '../../store/index.ts';
import type { FieldError } from '../problem.ts';

export type Party = 'sender' | 'recipient';

export type AddressCheck =
  | { kind: 'ok' }
  | { kind: 'corrected'; fields: Record<string, string>; summary: string }
  | { kind: 'undeliverable'; reasons: string[] }
  | { kind: 'unavailable'; message: string };

const same = (a: string | undefined, b: string | undefined): boolean => (a ?? '').trim().toUpperCase().replace(/\s+/g, ' ') === (b ?? '').trim().toUpperCase().replace(/\s+/g, ' ');

/** One party's address checked by the verifier; `prefix` names the form fields a correction fills in. */
export async function verifyAddress(verifier: AddressVerifier, prefix: Party, party: PartyDetails): Promise<AddressCheck> {
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
    fields: { [`${prefix}_street`]: c.street1, [`${prefix}_street2`]: c.street2 ?? '', [`${prefix}_city`]: c.city, [`${prefix}_state`]: c.state ?? party.state, [`${prefix}_postal_code`]: c.zip },
    summary: [c.street1, c.street2, `${c.city}${c.state ? `, ${c.state}` : ''} ${c.zip}`].filter(Boolean).join(', '),
  };
}

/** What the calculator does with both checks: go on, or show the page again with these notes, fields and status. */
export type AddressesOutcome = { kind: 'ok' } | { kind: 'again'; status: 200 | 400 | 503; messages: FieldError[]; fields: Record<string, string> };

const REFUSAL: Record<Party, string> = {
  sender: 'The carrier cannot use this address to ship from (it is also the return address)',
  recipient: 'The carrier cannot deliver to this address',
};
const CORRECTION: Record<Party, string> = { sender: 'The carrier knows the sender address as', recipient: 'The carrier knows this address as' };

/**
 * The sender's and the recipient's addresses, verified together. An undeliverable address is refused (400) with the
 * carrier's reasons; a corrected one is filled in for the person to confirm (200); an outage asks to retry (503),
 * never a refusal. A refusal outranks an outage, which outranks a correction; every finding is shown.
 */
export async function verifyAddresses(verifier: AddressVerifier, parties: Readonly<Record<Party, PartyDetails>>): Promise<AddressesOutcome> {
  const order: Party[] = ['sender', 'recipient'];
  const checks = await Promise.all(order.map((prefix) => verifyAddress(verifier, prefix, parties[prefix])));
  const messages: FieldError[] = [];
  const fields: Record<string, string> = {};
  let refused = false;
  let unavailable = false;
  checks.forEach((check, i) => {
    const prefix = order[i]!;
    const field = `${prefix}_street`;
    if (check.kind === 'undeliverable') {
      refused = true;
      messages.push({ field, message: `${REFUSAL[prefix]}: ${check.reasons.join('; ')}.` });
    } else if (check.kind === 'unavailable') {
      unavailable = true;
      messages.push({ field, message: check.message });
    } else if (check.kind === 'corrected') {
      Object.assign(fields, check.fields);
      messages.push({ field, message: `${CORRECTION[prefix]} ${check.summary}. We filled it in: check it and continue.` });
    }
  });
  if (!messages.length) return { kind: 'ok' };
  return { kind: 'again', status: refused ? 400 : unavailable ? 503 : 200, messages, fields };
}
