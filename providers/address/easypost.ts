// Address verification through EasyPost (issue 16 part 5, provider side): the address is created and verified
// (`Address.create`, then `Address.verifyAddress`), and the answer becomes a verdict the calculator can show: the
// corrected address to confirm, or the reasons an undeliverable one is refused. An EasyPost outage is an error
// (AddressVerificationUnavailableError), never a verdict: the person is asked to try again, not refused.
import { type } from 'arktype';
import { createEasyPostClient, describeEasyPostFailure } from '../easypost/client.ts';
import type { EasyPost, EasyPostSettings } from '../easypost/client.ts';

export interface PostalAddress {
  street1: string;
  street2?: string;
  city: string;
  state?: string;
  zip: string;
  /** ISO 3166 alpha-2. */
  country: string;
}

export type AddressVerdict =
  | { deliverable: true; corrected: PostalAddress; residential: boolean | null }
  | { deliverable: false; reasons: string[] };

export class AddressVerificationUnavailableError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'AddressVerificationUnavailableError';
  }
}

const Problem = type({ 'code?': 'string | null', 'message?': 'string | null', 'field?': 'string | null' });
const Verification = type({ success: 'boolean', 'errors?': Problem.array().or('null') });
const Address = type({
  id: 'string',
  'street1?': 'string | null',
  'street2?': 'string | null',
  'city?': 'string | null',
  'state?': 'string | null',
  'zip?': 'string | null',
  'country?': 'string | null',
  'residential?': 'boolean | null',
  'verifications?': type({ 'delivery?': Verification }).or('null'),
});

const reasonsOf = (problems: readonly (typeof Problem.infer)[] | null | undefined): string[] => {
  const reasons = (problems ?? []).map((p) => p.message?.trim()).filter((m): m is string => !!m);
  return reasons.length ? [...new Set(reasons)] : ['The carrier cannot deliver to this address.'];
};

/** EasyPost's verified address → our verdict. */
export function addressVerdict(answer: unknown): AddressVerdict {
  const address = Address.assert(answer);
  const delivery = address.verifications?.delivery;
  if (delivery && !delivery.success) return { deliverable: false, reasons: reasonsOf(delivery.errors) };
  // EasyPost has answered `success: true` beside "Address not found" (its recorded carrier verification of
  // "000 unknown street, Not A City, ZZ 00001"): an address nobody found is not deliverable, whatever the flag says.
  const notFound = (delivery?.errors ?? []).filter((p) => p.code === 'E.ADDRESS.NOT_FOUND');
  if (notFound.length) return { deliverable: false, reasons: reasonsOf(delivery?.errors) };
  const corrected: PostalAddress = { street1: address.street1 ?? '', city: address.city ?? '', zip: address.zip ?? '', country: address.country ?? '' };
  if (address.street2) corrected.street2 = address.street2;
  if (address.state) corrected.state = address.state;
  return { deliverable: true, corrected, residential: address.residential ?? null };
}

/** Verifies a postal address for delivery; throws AddressVerificationUnavailableError when it cannot tell. */
export interface AddressVerifier {
  readonly name: string;
  verify(address: PostalAddress): Promise<AddressVerdict>;
}

export function createEasyPostAddressVerifier(options: EasyPostSettings & { deadlineMs?: number }, client?: EasyPost): AddressVerifier {
  const easypost = client ?? createEasyPostClient(options, options.deadlineMs ?? 10_000);
  return {
    name: 'easypost',
    async verify(address: PostalAddress): Promise<AddressVerdict> {
      try {
        const created = Address.assert(await easypost.Address.create({ ...address }));
        return addressVerdict(await easypost.Address.verifyAddress(created.id));
      } catch (error) {
        const failure = describeEasyPostFailure(error);
        // 422 ADDRESS.VERIFY.FAILURE: EasyPost looked and the address is not deliverable (its sub-errors say why).
        if (failure.status === 422) {
          const errors = Problem.array()((error as { errors?: unknown }).errors ?? []);
          return { deliverable: false, reasons: reasonsOf(errors instanceof type.errors ? [] : errors) };
        }
        throw new AddressVerificationUnavailableError(`EasyPost could not verify the address${failure.status ? ` (HTTP ${failure.status})` : ''}; try again in a minute.`);
      }
    },
  };
}
