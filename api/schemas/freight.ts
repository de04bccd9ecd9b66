// The freight review form's JSON surface (POST /freight/{id} with application/json). The HTML form posts the same
// fields as application/x-www-form-urlencoded plus csrf_token. routes/freight.ts validates the contact rules itself.
import { type } from 'arktype';

const Field = 'string | number';

export const FreightSubmissionSchema = type({
  'name?': 'string',
  'email?': 'string',
  'phone?': 'string',
  'company?': 'string',
  'product?': 'string',
  'pieces?': Field,
  'length_cm?': Field,
  'width_cm?': Field,
  'height_cm?': Field,
  'weight_kg?': Field,
  'from_postal_code?': 'string',
  'to_postal_code?': 'string',
  'ready_date?': 'string',
  'notes?': 'string',
}).describe('Contact details and shipment corrections for a freight request. `name` and one of `email` or `phone` are required; omitted shipment fields keep their prefilled values.');

export const FREIGHT_SUBMISSION_DOCS: Record<keyof typeof FreightSubmissionSchema.infer, string> = {
  name: 'Contact name (required).',
  email: 'E-mail address for the freight price (this or phone is required).',
  phone: 'Phone number (this or email is required).',
  company: 'Company (optional).',
  product: 'What is shipping.',
  pieces: 'Number of pieces.',
  length_cm: 'Length in centimetres (positive).',
  width_cm: 'Width in centimetres (positive).',
  height_cm: 'Height in centimetres (positive).',
  weight_kg: 'Weight in kilograms (positive).',
  from_postal_code: 'Origin postal code.',
  to_postal_code: 'Destination postal code.',
  ready_date: 'Date the shipment is ready (YYYY-MM-DD).',
  notes: 'Dock, liftgate, stackable…',
};

export const FreightSubmittedSchema = type({
  id: 'string',
  status: "'submitted'",
  submitted_at: 'string',
}).describe('The stored freight request: a person replies with a price.');
