/** Property alerts' matcher (issue 29): newly recorded documents against the watches' keys. */
export { alertMatchingProjection, matchedEventTypes } from './alert-matching.projection';
export type { MatchedDocument } from './matched-document';
