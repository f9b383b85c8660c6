import type { FastifyInstance } from 'fastify';
import type { Product } from '@landrecords/contracts/product';
import type { RuntimeConfig } from '../platform/config';

export const PRODUCT_NAME = 'land-record-portal';
export const PRODUCT_VERSION = '5.4.2';

export function publicUrl(config: RuntimeConfig): string {
  return (config.PUBLIC_URL ?? `http://${config.HOST}:${config.PORT}`).replace(/\/$/, '');
}

/** The public configuration document (spec 000 §1). Payment URLs default to the built-in sandbox provider. */
export function productDocument(config: RuntimeConfig): Product {
  const base = publicUrl(config);
  return {
    name: PRODUCT_NAME,
    version: PRODUCT_VERSION,
    countyDirectory: config.COUNTY_DIRECTORY,
    routerBasePath: config.ROUTER_BASE_PATH,
    serverUrl: `${base}/api`,
    paymentPageUrl: config.PAYMENT_PAGE_URL ?? `${base}/sandbox-payments/payment`,
    paymentScriptUrl: config.PAYMENT_SCRIPT_URL ?? `${base}/sandbox-payments/accept.js`,
  };
}

export async function productRoutes(app: FastifyInstance): Promise<void> {
  app.get('/product.json', async (_request, reply) => {
    reply.header('cache-control', 'no-cache');
    return productDocument(app.ctx.config);
  });
}
