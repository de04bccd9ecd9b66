// What the calculator says to a person, in words rather than field values: a session's status, a delivery date and
// the transit time.
import type { CheckoutStage } from '../../domain/checkout/stages.ts';

const STATUS_WORDS: Readonly<Record<CheckoutStage, string>> = {
  awaiting_checkout: 'Waiting for you to check out',
  checkout_started: 'Checkout started: waiting for the payment',
  paid: 'Paid: the label is being bought',
  label_ready: 'Label ready: hand the parcel to the carrier',
  delivered: 'Delivered',
  refunded: 'Refunded',
};

export const statusInWords = (status: CheckoutStage): string => STATUS_WORDS[status];

/** "Tuesday, December 1" for an ISO date (YYYY-MM-DD, read as a calendar day); the input itself when it is not one. */
export function dateInWords(isoDate: string): string {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(isoDate)) return isoDate;
  const date = new Date(`${isoDate}T12:00:00Z`);
  if (Number.isNaN(date.getTime())) return isoDate;
  return new Intl.DateTimeFormat('en-US', { weekday: 'long', month: 'long', day: 'numeric', timeZone: 'UTC' }).format(date);
}

/** "1 business day" / "3 business days". */
export const businessDays = (days: number): string => `${days} business day${days === 1 ? '' : 's'}`;

/** "3 business days, arriving by Friday, November 27". */
export const deliveryInWords = (days: number, isoDate: string): string => `${businessDays(days)}, arriving by ${dateInWords(isoDate)}`;
