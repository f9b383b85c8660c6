import { createContext, useContext, type ReactNode } from 'react';
import type { SectionName } from '@landrecords/contracts/config/index';
import type { FormValues } from './values';

/** 002 §4's form status: Submit works from idle only; any edit after a save returns to idle. */
export type SectionStatus = 'idle' | 'LOADING' | 'SUCCESS';
export type AlertSeverity = 'success' | 'info' | 'warning' | 'error';

export type SectionFormProps = {
  /** The section's API name (002 §7): 'escrow', 'aLaCarte', 'common'... */
  section: SectionName;
  children: ReactNode;
  /** A catalog key to confirm before saving these values (a Yes/No question), or null to save at once. */
  confirm?: (values: FormValues) => string | null;
  /** Replaces the Submit button (Search 1's two buttons): build it with useSectionForm().submit(extra). */
  toolbar?: ReactNode;
  /** Extra buttons beside Submit (a billing run, End All User Sessions): useSectionForm().act(...). */
  actions?: ReactNode;
  /** The section's body made from the form's values, when the form holds them differently. */
  transform?: (values: FormValues) => FormValues;
};

export type SectionFormApi = {
  section: SectionName;
  status: SectionStatus;
  /** Checks the form, asks the confirmation if any, and posts its values with `extra` (Search 1's updateUsers). */
  submit: (extra?: FormValues) => void;
  /** Posts these values as given, without the client's check; true when saved. */
  save: (values: FormValues, extra?: FormValues) => Promise<boolean>;
  /**
   * An action of the section (a billing run, End All User Sessions, a reload): LOADING while it runs, the
   * server's message shown; the content it answered, or undefined when it failed.
   */
  act: <Content = unknown>(method: 'GET' | 'POST', path: string, body?: unknown) => Promise<Content | undefined>;
  /** Reads the section again from the server (after an action that changed it, such as a billing run's lastRan). */
  reload: () => Promise<void>;
  /** Shows a message in the form's alert (already translated). */
  notify: (severity: AlertSeverity, text: string) => void;
  /** The section as last loaded or saved, amounts in dollars. */
  saved: FormValues | undefined;
};

export const SectionFormContext = createContext<SectionFormApi | null>(null);

/** The section form around this component: its status, submit, save and actions (custom toolbars, action buttons). */
export function useSectionForm(): SectionFormApi {
  const api = useContext(SectionFormContext);
  if (!api) throw new Error('useSectionForm is used inside a <SectionForm>.');
  return api;
}
