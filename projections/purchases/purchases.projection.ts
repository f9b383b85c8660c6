import type { LedgerEvent } from '@landrecords/contracts/payments/ledger-events';
import { sql } from '../platform/database';
import type { RecordedEvent } from '../platform/eventstore/index';
import type { Projection } from '../platform/projection';

type Charged = Extract<LedgerEvent, { type: 'AccountCharged' }>['data'];

/** The parts of a bought document's key: docKeyType/imageKeyType/docKeyNumber (services/images' documentKey). */
export function documentKeyParts(documentKey: string) {
  const [docKeyType = '', imageKeyType = '', ...number] = documentKey.split('/');
  return { docKeyType, imageKeyType, docKeyNumber: number.join('/') };
}

function purchaseRow(event: RecordedEvent) {
  const data = event.data as Charged;
  if (data.kind !== 'IMAGES' || !data.documentKey || !data.pages?.length) return null;
  const key = documentKeyParts(data.documentKey);
  return [
    event.id,
    data.accountId,
    data.userId,
    event.recordedAt,
    data.chargeId,
    data.method,
    data.amountCents,
    data.images,
    data.documentKey,
    key.docKeyType,
    key.imageKeyType,
    key.docKeyNumber,
    // unnest cannot take an array column: the pages travel as text and are read back as an integer array.
    `{${data.pages.join(',')}}`,
  ];
}

/**
 * The purchased documents library: each purchase of pages, as the ledger recorded it (AccountCharged of IMAGES).
 * The ledger stays the one record of what was bought and paid; this only lists it by buyer and document.
 */
export const purchasesProjection: Projection = {
  name: 'purchases',
  tables: ['purchased_documents'],
  eventTypes: ['AccountCharged'],
  mode: 'async',
  async apply(tx, events) {
    const rows = events.map(purchaseRow).filter((row) => row !== null);
    if (rows.length === 0) return;
    await tx.query(sql.unsafe`
      INSERT INTO purchased_documents (purchase_id, account_id, user_id, recorded_at, charge_id, method, amount_cents,
        images, document_key, doc_key_type, image_key_type, doc_key_number, pages)
      SELECT purchase_id::uuid, account_id, user_id, recorded_at, charge_id, method, amount_cents, images,
        document_key, doc_key_type, image_key_type, doc_key_number, pages::int4[]
      FROM ${sql.unnest(rows, [
        'text',
        'int8',
        'int8',
        'timestamptz',
        'text',
        'text',
        'int8',
        'int4',
        'text',
        'text',
        'text',
        'text',
        'text',
      ])} AS r(purchase_id, account_id, user_id, recorded_at, charge_id, method, amount_cents, images, document_key,
        doc_key_type, image_key_type, doc_key_number, pages)
      ON CONFLICT (purchase_id) DO NOTHING`);
  },
};
