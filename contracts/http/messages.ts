/** The HTTP layer's messages the portal shows (services/platform/http/errors.ts sends them). */
export const httpMessages = {
  /** A write lost a race with another one (409). */
  conflict: 'This was changed by someone else at the same moment. Please try again.',
} as const;
