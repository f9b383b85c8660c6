import { z } from 'zod';
import { imageStateGuidSchema } from './download-order';

/** An option's number: a whole number, or its digits as text (a select's value); nothing else is taken for one. */
const optionNumber = z
  .union([z.number(), z.string().trim().regex(/^\d+$/).transform(Number)])
  .pipe(z.number().int().min(1).max(5));

/** flatFee/getUserAddOnConfirmation: the option chosen, for the add-on's image state. */
export const addOnConfirmationRequestSchema = z.object({
  option: optionNumber,
  imageStateReference: z.object({ imageStateGuid: imageStateGuidSchema }),
});
export type AddOnConfirmationRequest = z.infer<typeof addOnConfirmationRequestSchema>;
