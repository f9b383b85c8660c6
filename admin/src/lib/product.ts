import type { Product } from '@landrecords/contracts/product';

let product: Product | null = null;

/**
 * Reads the public configuration document (000 §1) at the site's root, where the server always answers it: the
 * API's address and the portal's router base path, which the app needs to link back to the portal. A failure is
 * only logged: the app then calls the API on its own origin and finds the portal at the root.
 */
export async function loadProduct(): Promise<void> {
  try {
    const response = await fetch(new URL('/product.json', window.location.origin));
    const read = (await response.json()) as Partial<Product>;
    if (typeof read.serverUrl === 'string' && typeof read.routerBasePath === 'string') product = read as Product;
    else console.error('product.json lacks serverUrl or routerBasePath');
  } catch (error) {
    console.error('product.json could not be read', error);
  }
}

/** The API's base address, ending in a slash. */
export const serverUrl = () =>
  `${(product?.serverUrl ?? new URL('/api', window.location.origin).href).replace(/\/$/, '')}/`;

/** An address in the portal (`home`, `login?next=...`), absolute, under its router base path. */
export const portalUrl = (path: string) =>
  new URL(`${(product?.routerBasePath ?? '/').replace(/\/?$/, '/')}${path}`, window.location.origin).href;
