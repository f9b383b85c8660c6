/** What a plan needs besides the criteria: the dates in force and what the caller may see. */
export type PlanContext = {
  /** YYYY-MM-DD: days as the records' clocks write them. */
  from: string;
  to: string;
  /** YYYY-MM-DD, the county's today (a tax lien is current until it expires). */
  today: string;
  viewProtected: boolean;
};
