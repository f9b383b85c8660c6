/** One event of a section's stream as GET controlPanel/countyConfig/{section}/history answers it, newest first. */
export type SectionHistoryEntry = {
  version: number;
  /** CountyConfigSectionSaved, or an action taken on the section (UsersPurged, AuditLogPurged...). */
  type: string;
  savedAt: string;
  /** The username, or the system process. */
  savedBy: string | null;
  sourceIp: string | null;
  /** A save: the whole section as saved, amounts in dollars. */
  values?: Record<string, unknown>;
  /** Another event: what it carried. */
  data?: Record<string, unknown>;
  /** A save that restored an earlier version: that version. */
  restoredFrom?: number;
};

export const savedType = 'CountyConfigSectionSaved';
