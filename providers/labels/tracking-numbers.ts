// Tracking numbers in each carrier's published format, check digit included, so anything downstream that
// validates or links them (trackers, support tools) treats sandbox labels like real ones.
import { randomInt } from 'node:crypto';

export type LabelCarrier = 'USPS' | 'UPS' | 'FedEx' | 'DHL';

const randomDigits = (count: number): string => Array.from({ length: count }, () => String(randomInt(10))).join('');

/** USPS IMpb (22 digits): application id 94, service type code, 9-digit mailer id, serial, mod-10 (3-1) check. */
export function uspsCheckDigit(base: string): number {
  let sum = 0;
  [...base].reverse().forEach((digit, i) => (sum += Number(digit) * (i % 2 === 0 ? 3 : 1)));
  return (10 - (sum % 10)) % 10;
}

/** UPS 1Z (18 characters): shipper number, service, package id; letters count as (code - 63) mod 10. */
export function upsCheckDigit(body: string): number {
  let sum = 0;
  [...body].forEach((char, i) => {
    const value = /\d/.test(char) ? Number(char) : (char.charCodeAt(0) - 63) % 10;
    sum += i % 2 === 1 ? value * 2 : value;
  });
  return (10 - (sum % 10)) % 10;
}

/** FedEx Express (12 digits): weights 1, 3, 7 from the right, sum mod 11 mod 10. */
export function fedexCheckDigit(base: string): number {
  const weights = [1, 3, 7];
  let sum = 0;
  [...base].reverse().forEach((digit, i) => (sum += Number(digit) * weights[i % 3]!));
  return (sum % 11) % 10;
}

/** DHL Express waybill (10 digits): the first nine as a number, mod 7. */
export function dhlCheckDigit(base: string): number {
  return Number(BigInt(base) % 7n);
}

const UPS_SERVICE_CODES: Record<string, string> = { ground: '03', '2nd_day_air': '02', next_day_air: '01', '3_day_select': '12', saver: '65' };

export function newTrackingNumber(carrier: LabelCarrier, serviceCode = ''): string {
  switch (carrier) {
    case 'USPS': {
      const base = `94001${'9'}${randomDigits(8)}${randomDigits(7)}`;
      return `${base}${uspsCheckDigit(base)}`;
    }
    case 'UPS': {
      const shipper = Array.from({ length: 6 }, () => 'ABCDEFGHJKLMNPRSTUVWXY0123456789'[randomInt(31)]).join('');
      const service = Object.entries(UPS_SERVICE_CODES).find(([key]) => serviceCode.toLowerCase().includes(key))?.[1] ?? '03';
      const body = `${shipper}${service}${randomDigits(7)}`;
      return `1Z${body}${upsCheckDigit(body)}`;
    }
    case 'FedEx': {
      const base = `${1 + randomInt(9)}${randomDigits(10)}`;
      return `${base}${fedexCheckDigit(base)}`;
    }
    case 'DHL': {
      const base = `${1 + randomInt(9)}${randomDigits(8)}`;
      return `${base}${dhlCheckDigit(base)}`;
    }
  }
}

/** true when `value` has the carrier's format and a correct check digit. */
export function isValidTrackingNumber(carrier: LabelCarrier, value: string): boolean {
  switch (carrier) {
    case 'USPS':
      return /^9[2-5]\d{20}$/.test(value) && uspsCheckDigit(value.slice(0, -1)) === Number(value.slice(-1));
    case 'UPS':
      return /^1Z[A-Z0-9]{15}\d$/.test(value) && upsCheckDigit(value.slice(2, -1)) === Number(value.slice(-1));
    case 'FedEx':
      return /^\d{12}$/.test(value) && fedexCheckDigit(value.slice(0, -1)) === Number(value.slice(-1));
    case 'DHL':
      return /^\d{10}$/.test(value) && dhlCheckDigit(value.slice(0, -1)) === Number(value.slice(-1));
  }
}
