/** The e-file upload (002 §7 efile/image): the stored document, its pages, its charges and its checks' warnings. */
export {
  efileImageRoot,
  efileImageStore,
  efileImageStreamId,
  uploadedEfileImage,
  type UploadedEfileImage,
} from './uploaded-efile-image';
export { efileImageRoutes } from './efile-image.routes';
export { efileCharges, efilePaymentMethod } from './efile-charges';
export { efileIncomingSweepJob } from './incoming-sweep.job';
