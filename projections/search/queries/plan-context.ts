/** What a plan needs besides the criteria: the dates in force, the county's zone, what the caller may see. */
export type PlanContext = {
  /** YYYY-MM-DD, in the county's time zone. */
  from: string;
  to: string;
  today: string;
  timeZone: string;
  viewProtected: boolean;
};
