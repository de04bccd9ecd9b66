// The sandbox carrier's tracking numbers follow each carrier's published format and check digit.
import { describe, expect, it } from 'vitest';
import { LABEL_CARRIERS, isValidTrackingNumber, newTrackingNumber } from '../../../providers/labels/index.ts';
import { addBusinessDays } from '../../../providers/labels/sandbox-carrier.ts';

describe('tracking numbers', () => {
  it('accepts published real-world numbers of each carrier', () => {
    expect(isValidTrackingNumber('UPS', '1Z999AA10123456784')).toBe(true);
    expect(isValidTrackingNumber('FedEx', '797806677146')).toBe(true);
    expect(isValidTrackingNumber('FedEx', '568838414941')).toBe(true);
    expect(isValidTrackingNumber('USPS', '9405511899223197428490')).toBe(true);
    expect(isValidTrackingNumber('DHL', '3318810025')).toBe(true);
  });

  it('rejects a wrong check digit or format', () => {
    expect(isValidTrackingNumber('UPS', '1Z999AA10123456785')).toBe(false);
    expect(isValidTrackingNumber('FedEx', '797806677147')).toBe(false);
    expect(isValidTrackingNumber('USPS', '9405511899223197428491')).toBe(false);
    expect(isValidTrackingNumber('DHL', '3318810026')).toBe(false);
    expect(isValidTrackingNumber('USPS', '1Z999AA10123456784')).toBe(false);
  });

  it('issues valid numbers for every carrier', () => {
    for (const carrier of LABEL_CARRIERS) {
      for (let i = 0; i < 500; i++) {
        const number = newTrackingNumber(carrier, 'ups_ground');
        expect(isValidTrackingNumber(carrier, number), `${carrier} ${number}`).toBe(true);
      }
    }
    expect(newTrackingNumber('USPS')).toMatch(/^9400\d{18}$/);
    expect(newTrackingNumber('UPS', 'ups_ground')).toMatch(/^1Z[A-Z0-9]{6}03\d{8}$/);
  });
});

describe('estimated delivery', () => {
  it('counts business days, skipping weekends', () => {
    expect(addBusinessDays(new Date('2026-03-06T15:00:00Z'), 1)).toBe('2026-03-09'); // Friday + 1 → Monday
    expect(addBusinessDays(new Date('2026-03-02T15:00:00Z'), 3)).toBe('2026-03-05');
    expect(addBusinessDays(new Date('2026-03-07T15:00:00Z'), 0)).toBe('2026-03-07');
  });
});
