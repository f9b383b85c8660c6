import { z } from 'zod';

/** The public configuration document the portal reads at start (spec 000 §1), served as /product.json. */
export const productSchema = z.object({
  name: z.string(),
  version: z.string(),
  countyDirectory: z.string(),
  routerBasePath: z.string(),
  serverUrl: z.string(),
  paymentPageUrl: z.string(),
  paymentScriptUrl: z.string(),
});
export type Product = z.infer<typeof productSchema>;
