import { useCallback, useEffect, useRef, useState } from 'react';
import { reportMessages } from '@landrecords/contracts/reports/messages';
import { cancelReportJob, ReportCancelled, runReport, type ReportProgress } from './api';
import { useReportMessage } from './useReportMessage';

/** What the screen says of the last run: the file saved, its cancellation, or what went wrong (the server's). */
export type RunOutcome = { saved: string } | { cancelled: string } | { failed: string } | null;

/**
 * One report run at a time (002 §7): the call, a long report's progress and its Cancel, and the outcome to show.
 * Leaving the screen stops the wait and cancels a long report's job.
 */
export function useReportRun() {
  const { say, sayError } = useReportMessage();
  const [running, setRunning] = useState(false);
  const [progress, setProgress] = useState<ReportProgress | null>(null);
  const [outcome, setOutcome] = useState<RunOutcome>(null);
  const [cancelling, setCancelling] = useState(false);
  const waiting = useRef<AbortController | null>(null);
  const jobId = useRef<string | null>(null);

  useEffect(
    () => () => {
      waiting.current?.abort();
      if (jobId.current) void cancelReportJob(jobId.current).catch(() => {});
    },
    [],
  );

  const run = useCallback(
    async (call: string, criteria: unknown, fileName: string) => {
      if (waiting.current) return;
      const controller = new AbortController();
      waiting.current = controller;
      setRunning(true);
      setOutcome(null);
      try {
        const saved = await runReport({
          call,
          criteria,
          fileName,
          signal: controller.signal,
          onProgress: (now) => {
            jobId.current = now?.jobId ?? null;
            setProgress(now);
          },
        });
        if (saved) setOutcome({ saved });
      } catch (error) {
        if (error instanceof ReportCancelled) {
          setOutcome({ cancelled: error.said.message ? say(error.said) : say(reportMessages.cancelled.text) });
        } else if (!controller.signal.aborted) setOutcome({ failed: sayError(error) });
      } finally {
        waiting.current = null;
        jobId.current = null;
        setRunning(false);
        setCancelling(false);
      }
    },
    [say, sayError],
  );

  /**
   * Cancel: the server stops the job, and its next progress says so; one that finished first is still saved.
   */
  const cancel = useCallback(async () => {
    const id = jobId.current;
    if (!id) return;
    setCancelling(true);
    try {
      await cancelReportJob(id);
    } catch (error) {
      setOutcome({ failed: sayError(error) });
    }
  }, [sayError]);

  const clearOutcome = useCallback(() => setOutcome(null), []);
  return { run, cancel, cancelling, running, progress, outcome, clearOutcome };
}
