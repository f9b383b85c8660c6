import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Product } from '@landrecords/contracts/product';
import type { RuntimeConfig } from '../config';

export const PRODUCT_NAME = 'land-record-portal';
export const PRODUCT_VERSION = '5.4.2';

export function publicUrl(config: RuntimeConfig): string {
  return (config.PUBLIC_URL ?? `http://${config.HOST}:${config.PORT}`).replace(/\/$/, '');
}

/** PUBLIC_URL when set; otherwise the address this request came to, so a server on any port names itself. */
const baseOf = (config: RuntimeConfig, request: FastifyRequest) =>
  config.PUBLIC_URL ? publicUrl(config) : `${request.protocol}://${request.host}`;

/** The public configuration document (spec 000 §1). Payment URLs default to the built-in sandbox provider. */
export function productDocument(config: RuntimeConfig, base: string): Product {
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

/** product.json at the root and beside the portal, which reads it relative to its router base path. */
export async function productRoutes(app: FastifyInstance): Promise<void> {
  const { config } = app.ctx;
  const paths = new Set(['/product.json', `${config.ROUTER_BASE_PATH.replace(/\/?$/, '/')}product.json`]);
  for (const path of paths) {
    app.get(path, async (request, reply) => {
      reply.header('cache-control', 'no-cache');
      return productDocument(config, baseOf(config, request));
    });
  }
}
