/** LandLink's outbox (issue 25): the postings each charge makes, and where their sending stands. */
export { landLinkOutboxProjection, rulesOf } from './outbox.projection';
export {
  noPostingRules,
  postingsOf,
  type ChargeEvent,
  type Posting,
  type PostingAccount,
  type PostingRules,
} from './postings-of';
export * from './queries';
