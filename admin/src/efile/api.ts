import type { Envelope } from '@landrecords/contracts/envelope';
import {
  efileReviewPaths,
  type EfileRejectRequest,
  type EfileReviewDetail,
  type EfileReviewList,
  type EfileReviewStatus,
} from '@landrecords/contracts/efile/review';
import { callForEnvelope } from '../lib/api';
import { serverUrl } from '../lib/product';

/** The list's filter: one status, or every one. */
export type ReviewFilter = EfileReviewStatus | 'ALL';
export const reviewFilters: readonly ReviewFilter[] = ['NEW', 'ACCEPTED', 'REJECTED', 'ALL'];

/** The paths of contracts/efile/review.ts without their leading slash (serverUrl() ends in one). */
const path = (absolute: string) => absolute.replace(/^\//, '');

/** GET efile/review/submissions: one page of the submissions in a status, with the count waiting. */
export const listSubmissions = async (status: ReviewFilter, page: number, pageSize: number) =>
  (
    await callForEnvelope<EfileReviewList>(
      'GET',
      `${path(efileReviewPaths.list)}?status=${status}&page=${page}&pageSize=${pageSize}`,
    )
  ).content as EfileReviewList;

export const readSubmission = async (submissionId: string) =>
  (await callForEnvelope<EfileReviewDetail>('GET', path(efileReviewPaths.detail(submissionId))))
    .content as EfileReviewDetail;

/** Accept or reject: the whole envelope, whose message the screen shows. */
export const acceptSubmission = (submissionId: string, note: string): Promise<Envelope<EfileReviewDetail>> =>
  callForEnvelope<EfileReviewDetail>('POST', path(efileReviewPaths.accept(submissionId)), { note });

export const rejectSubmission = (
  submissionId: string,
  body: EfileRejectRequest,
): Promise<Envelope<EfileReviewDetail>> =>
  callForEnvelope<EfileReviewDetail>('POST', path(efileReviewPaths.reject(submissionId)), body);

/** A page of the document as a JPEG the browser fetches with the session's cookie. */
export const pageImageUrl = (submissionId: string, page: number, size: 'thumbnail' | 'page') =>
  serverUrl() + path(efileReviewPaths.page(submissionId, page, size));

/** The react-query keys: everything of the review, the list (and the menu's count) under it. */
export const reviewKeys = {
  all: ['efileReview'] as const,
  lists: ['efileReview', 'list'] as const,
  list: (status: ReviewFilter, page: number, pageSize: number) => ['efileReview', 'list', status, page, pageSize],
  waiting: ['efileReview', 'waiting'] as const,
  detail: (submissionId: string) => ['efileReview', 'detail', submissionId] as const,
};
