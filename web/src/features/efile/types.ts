import type { EfileImageResponse, EfileType, EfileWarning } from '@landrecords/contracts/efile/upload';
import type { EfileSettings } from '@landrecords/contracts/config/portal-settings';
import type { EfileSubmissionRequest } from '@landrecords/contracts/efile/submission';

export { efileTypes, type EfileType } from '@landrecords/contracts/efile/upload';

/** The e-file fields of 002 §3 the filer types: the json part of the upload and the submission's body. */
export type EfileFields = {
  efileType: EfileType;
  name: string;
  email: string;
  address1: string;
  address2: string;
  city: string;
  state: string;
  zip: string;
  acknowledgement: boolean;
};

/** The county's e-file guidance and acknowledgement (002 §3 E-file config), public. */
export type EfileGuidance = EfileSettings;

/** What efile/image answers (002 §7): the page count, the charges in dollars and the pre-check warnings. */
export type UploadedImage = EfileImageResponse;
export type PrecheckWarning = EfileWarning;

export type EfileSubmission = EfileSubmissionRequest;
