import { formatStandardPhone } from '@landrecords/contracts/validation/person';

/** What the user form does to typed text (002 §5: phone, zip and email auto-formatted while typing). */
export const formatPhone = (format: unknown) => (typed: string) =>
  format === 'INTERNATIONAL' ? typed.replace(/\D/g, '').slice(0, 15) : formatStandardPhone(typed);

export const formatZip = (typed: string) => typed.replace(/\D/g, '').slice(0, 5);

export const formatEmail = (typed: string) => typed.replace(/\s/g, '').toLowerCase();
