import { publicUrl } from '../platform/http/product';
import type { RuntimeConfig } from '../platform/config';

/** A link into the portal, under its router base path: /CompleteRegistration/{ticket}, /passwordReset/{ticket}. */
export function portalLink(config: RuntimeConfig, route: string): string {
  const base = config.ROUTER_BASE_PATH.replace(/\/$/, '');
  return `${publicUrl(config)}${base}${route}`;
}
