import type { AppContext } from '../platform/context';
import { publicUrl } from '../platform/http/product';
import { portalPage } from './confirmation-mail';
import { unsubscribeTokenOf } from './tokens';

/**
 * The links every alert email carries (AL-MATCH's delivery): `page`, the portal's /alerts/unsubscribe page for the
 * email's text, and `oneClick`, the API's POST target for the List-Unsubscribe header (RFC 8058: a mail client
 * POSTs `List-Unsubscribe=One-Click` there). Both hold the subscriber's token.
 */
export async function alertUnsubscribeLinks(ctx: AppContext, subscriberId: string) {
  const token = encodeURIComponent(await unsubscribeTokenOf(ctx.pool, subscriberId));
  return {
    page: portalPage(ctx.config, `/alerts/unsubscribe?token=${token}`),
    oneClick: `${publicUrl(ctx.config)}/api/alerts/unsubscribe?token=${token}`,
  };
}
