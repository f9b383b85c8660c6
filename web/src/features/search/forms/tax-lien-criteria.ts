import type { FieldValues } from 'react-hook-form';
import type { taxLienMethods } from '@landrecords/contracts/search/criteria';

const methodFields: Record<(typeof taxLienMethods)[number], readonly string[]> = {
  DATE_RANGE: ['fromRecordedDate', 'toRecordedDate', 'documentType'],
  DOCUMENT_NUMBER: ['documentNumber'],
  LIEN_NUMBER: ['lienNumber'],
  TAXPAYER_NAME: ['taxpayerName', 'taxpayerFirstName', 'taxpayerMiddleInitial'],
};
const methodOwned = Object.values(methodFields).flat();

/**
 * 001 §4.9: on submit the other methods' fields are blanked, and a method other than Date Range searches
 * 01/01/1900 through today.
 */
export function taxLienCriteria(values: FieldValues, defaults: FieldValues, today: string): FieldValues {
  const method = values.searchBy as keyof typeof methodFields;
  const criteria: FieldValues = { ...values };
  for (const field of methodOwned) if (!methodFields[method].includes(field)) criteria[field] = defaults[field];
  if (method !== 'DATE_RANGE') Object.assign(criteria, { fromRecordedDate: '01/01/1900', toRecordedDate: today });
  return criteria;
}
