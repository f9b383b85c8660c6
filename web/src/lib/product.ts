import type { Product } from '@landrecords/contracts/product';

let product: Product | null = null;

/**
 * Reads the public configuration document (000 §1) beside the page. A failure is only logged: the portal then
 * calls the API on its own origin.
 */
export async function loadProduct(): Promise<void> {
  try {
    const response = await fetch(new URL('product.json', document.baseURI));
    const read = (await response.json()) as Partial<Product>;
    // Checked by hand rather than by its zod schema, which would bring zod into the first download.
    if (typeof read.serverUrl === 'string' && typeof read.countyDirectory === 'string') product = read as Product;
    else console.error('product.json lacks serverUrl or countyDirectory');
  } catch (error) {
    console.error('product.json could not be read', error);
  }
}

export const routerBasePath = () => new URL(document.baseURI).pathname;

/** The API's base address, ending in a slash. */
export const serverUrl = () => `${(product?.serverUrl ?? new URL('/api', document.baseURI).href).replace(/\/$/, '')}/`;

/** The card provider's hosted payment page, which the card frame's hidden form posts its token to (000 §4). */
export const paymentPageUrl = () => product?.paymentPageUrl ?? `${serverUrl()}sandbox-payments/payment`;

export const productVersion = () => product?.version ?? null;

/** The county's folder of public files (slides, the disclaimer) beside the portal. */
export const countyDirectory = () => product?.countyDirectory ?? 'demo';
