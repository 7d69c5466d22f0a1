// The two enquiry forms (docs/product.md#validation): general (name and email required) and furniture (name, phone,
// message required).
import * as z from 'zod';
import { Email, Message, Name, optional, Phone } from '../../lib/contact-fields.ts';
import { FormGuard } from '../../lib/form-guard.ts';
import { PictureIds } from '../uploads/schema.ts';

/** The two kinds of enquiry (the inbox's `inquiries` table and API keep these values). */
export const EnquiryType = z.enum(['FURNITURE', 'GENERAL'], 'Use FURNITURE or GENERAL');
export type EnquiryType = z.infer<typeof EnquiryType>;

// Both take pictures (SPEC §6): a general question may show a door or a space as well as a furniture request.
export const GeneralEnquiry = FormGuard.extend({
  name: Name,
  email: Email,
  phone: optional(Phone),
  message: optional(Message),
  pictures: PictureIds,
});
export type GeneralEnquiry = z.infer<typeof GeneralEnquiry>;

export const FurnitureEnquiry = FormGuard.extend({
  name: Name,
  email: optional(Email),
  phone: Phone,
  message: Message,
  pictures: PictureIds,
});
export type FurnitureEnquiry = z.infer<typeof FurnitureEnquiry>;

export interface EnquiryCreated {
  id: string;
  type: EnquiryType;
  /** F-10001 (furniture) or G-10001 (general): what the customer quotes on the phone, as a door quote's D-10001. */
  reference: string;
  createdAt: string;
}
