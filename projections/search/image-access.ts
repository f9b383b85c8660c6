import type { AccountDocType } from '@landrecords/contracts/accounts/account';
import type { FragmentSqlToken } from 'slonik';
import { sql } from '../platform/database';

/**
 * What the caller may see of the records: protected ones or not; every image (county staff: the county's own
 * images, taken uncharged) or those its account's document types grant.
 */
export type CallerRecordAccess = { viewProtected: boolean; allImages: boolean; docTypes: AccountDocType[] };

/** The two Image rights of an account document type (002 §3): looking at the marked preview, buying the pages. */
export type ImageRight = 'previewRetrieval' | 'imageRetrieval';

/** What a record needs for the image question: its pages, the key its images are filed under, its protection. */
export type ImageSource = {
  pageCount?: number | null;
  sourcedDocKey?: { imageKeyType?: string } | null;
  protected?: boolean;
};

/**
 * The one rule for opening a record's image (001 §6, 000 §6), asked by the search results (in SQL), the details,
 * the preview (previewRetrieval) and the download (imageRetrieval): the record has pages and an image key type,
 * the caller may see the record (a protected one only with that right), and the caller opens every key type
 * (county staff) or has an account document type for this one with the right on. Both forms below read only
 * this.
 */
function ruleFor(access: CallerRecordAccess, right: ImageRight) {
  return {
    viewProtected: access.viewProtected,
    keyTypes: access.allImages
      ? ('all' as const)
      : access.docTypes
          .filter((docType) => docType[right] && docType.documentType !== '')
          .map((docType) => docType.documentType),
  };
}

export function imageAllowed(
  access: CallerRecordAccess,
  record: ImageSource,
  right: ImageRight = 'imageRetrieval',
): boolean {
  const rule = ruleFor(access, right);
  const imageKeyType = record.sourcedDocKey?.imageKeyType ?? '';
  return (
    (record.pageCount ?? 0) > 0 &&
    imageKeyType !== '' &&
    (rule.viewProtected || record.protected !== true) &&
    (rule.keyTypes === 'all' || rule.keyTypes.includes(imageKeyType))
  );
}

/** The same rule over a read model's row under `r`: its `result` JSON and its `protected` column. */
export function imageAllowedSql(access: CallerRecordAccess, right: ImageRight = 'imageRetrieval'): FragmentSqlToken {
  const rule = ruleFor(access, right);
  const imageKeyType = sql.fragment`coalesce(r.result->'sourcedDocKey'->>'imageKeyType', '')`;
  return sql.fragment`(coalesce((r.result->>'pageCount')::int > 0, false)
    AND ${imageKeyType} <> ''
    AND ${rule.viewProtected ? sql.fragment`TRUE` : sql.fragment`NOT r.protected`}
    AND ${rule.keyTypes === 'all' ? sql.fragment`TRUE` : sql.fragment`${imageKeyType} = ANY(${sql.array(rule.keyTypes, 'text')})`})`;
}
