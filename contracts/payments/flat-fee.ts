import { z } from 'zod';
import { imageStateGuidSchema } from './download-order';

/** flatFee/getUserAddOnConfirmation: the option chosen, for the add-on's image state. */
export const addOnConfirmationRequestSchema = z.object({
  option: z.coerce.number().int().min(1).max(5),
  imageStateReference: z.object({ imageStateGuid: imageStateGuidSchema }),
});
export type AddOnConfirmationRequest = z.infer<typeof addOnConfirmationRequestSchema>;
