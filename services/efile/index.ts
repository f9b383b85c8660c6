/** E-file (002 §2.1, §4, §7): the upload and its checks before payment; the submission and the recorder's review. */
export {
  efileImageRoutes,
  efileImageStore,
  efileIncomingSweepJob,
  uploadedEfileImage,
  type UploadedEfileImage,
} from './upload/index';
export { efileMailReactor, efileSubmissionRoutes } from './submission/index';
export { efileReviewRoutes } from './review/index';
