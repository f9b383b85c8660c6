import { declare } from '../message';

/** What the purchased documents library answers besides its rows (ours: the spec has no such screen). */
export const purchaseMessages = {
  guestsHaveNone: declare(
    'PURCHASES_GUESTS_HAVE_NONE',
    'A guest has no purchased documents: sign in with an account of your own.',
  ),
  noAccount: declare('PURCHASES_NO_ACCOUNT', 'Only a user of an account has purchased documents.'),
  noSuchPurchase: declare('PURCHASES_NO_SUCH_PURCHASE', 'There is no such purchase among your purchased documents.'),
  pagesNotBought: declare(
    'PURCHASES_PAGES_NOT_BOUGHT',
    'These pages are not among the account’s purchased pages: open the document to buy them.',
  ),
};
