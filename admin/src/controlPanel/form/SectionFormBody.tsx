import { Alert, Stack } from '@mui/material';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useMemo, useRef, useState, type RefObject } from 'react';
import { Confirm } from 'react-admin';
import { useFormContext, type FieldErrors as FormErrors } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { countyConfigSections } from '@landrecords/contracts/config/index';
import type { Envelope, FieldErrors } from '@landrecords/contracts/envelope';
import { CallError } from '../../lib/api';
import { panelCall, sectionPath } from './api';
import { sectionFormKey, useSectionCache } from './sectionCache';
import {
  SectionFormContext,
  type AlertSeverity,
  type SectionFormApi,
  type SectionFormProps,
  type SectionStatus,
} from './SectionFormContext';
import { SectionToolbar } from './SectionToolbar';
import { useSectionMessage } from './useSectionMessage';
import { blankStrings, issuesByPath, type FormValues } from './values';

type Props = SectionFormProps & {
  saved: FormValues;
  /** The form's own submit (Enter in a field) lands here. */
  submitRef: RefObject<(values: FormValues) => void>;
};
type Shown = { severity: AlertSeverity; text: string };
type Asking = { key: string; body: FormValues; extra?: FormValues };

/** The inside of a section form: its status, its calls, the confirmation, the toolbar and the message shown. */
export function SectionFormBody({ section, children, confirm, toolbar, actions, transform, saved, submitRef }: Props) {
  const { t } = useTranslation();
  const form = useFormContext<FormValues>();
  const { say, sayError } = useSectionMessage();
  const remember = useSectionCache(section);
  const [status, setStatus] = useState<SectionStatus>('idle');
  const [shown, setShown] = useState<Shown | null>(null);
  const [asking, setAsking] = useState<Asking | null>(null);
  const busy = useRef(false);
  const notify = useCallback((severity: AlertSeverity, text: string) => setShown({ severity, text }), []);

  // Any edit returns to idle (002 §4); a reset after a save (no field named) does not.
  useEffect(() => {
    const watching = form.watch((_values, { name }) => {
      if (name === undefined) return;
      setStatus((now) => (now === 'SUCCESS' ? 'idle' : now));
      setShown((now) => (now?.severity === 'success' ? null : now));
    });
    return () => watching.unsubscribe();
  }, [form]);

  const isPlaced = useCallback((path: string) => form.control._names.mount.has(path), [form]);

  /** A 400's field messages under their fields; those with no field of their own in the alert. */
  const placeErrors = useCallback(
    (errors: FieldErrors) => {
      const unplaced: string[] = [];
      for (const [path, texts] of Object.entries(errors)) {
        const text = say(texts[0] ?? '');
        if (isPlaced(path)) form.setError(path, { type: 'server', message: text }, { shouldFocus: false });
        else unplaced.push(text);
      }
      notify('error', unplaced.length > 0 ? unplaced.join(' ') : t('controlPanel.form.fixFields'));
    },
    [form, isPlaced, notify, say, t],
  );

  /** One request at a time: LOADING while it runs, then SUCCESS or back to idle. */
  const run = useCallback(
    async <Content,>(call: () => Promise<Envelope<Content>>) => {
      if (busy.current) return undefined;
      busy.current = true;
      setStatus('LOADING');
      setShown(null);
      try {
        const answer = await call();
        setStatus('SUCCESS');
        notify('success', answer.message ? say(answer) : t('controlPanel.form.saved'));
        return answer;
      } catch (error) {
        setStatus('idle');
        if (error instanceof CallError && error.status === 400 && error.envelope?.errors) {
          placeErrors(error.envelope.errors);
        } else notify('warning', sayError(error));
        return undefined;
      } finally {
        busy.current = false;
      }
    },
    [notify, placeErrors, say, sayError, t],
  );

  const save = useCallback(
    async (values: FormValues, extra?: FormValues) => {
      const body = { ...(blankStrings(values, saved) as FormValues), ...extra };
      const answer = await run(() => panelCall('POST', sectionPath(section), body));
      if (answer) remember(answer);
      return answer !== undefined;
    },
    [run, remember, saved, section],
  );

  /** Values the client's check passed: the confirmation first when the screen asks one. */
  const submitValid = useCallback(
    (_checked: FormValues, extra?: FormValues) => {
      if (status !== 'idle' || busy.current) return;
      // All the form's values: react-hook-form leaves a disabled input's out of what it submits, and the
      // server would reset that field to its default (002 §4's dependent fields keep their values).
      const values = form.getValues();
      const body = transform ? transform(values) : values;
      const key = confirm?.(body) ?? null;
      if (key) setAsking({ key, body, extra });
      else void save(body, extra);
    },
    [confirm, form, save, status, transform],
  );
  useEffect(() => {
    submitRef.current = (values) => submitValid(values);
  }, [submitRef, submitValid]);

  /** The client's check failed: its messages are under their fields; those with no field are listed. */
  const invalid = useCallback(
    (_errors: FormErrors<FormValues>) => {
      const values = form.getValues();
      const issues = issuesByPath(countyConfigSections[section].schema, transform ? transform(values) : values);
      const unplaced = [...issues].filter(([path]) => !isPlaced(path)).map(([, text]) => say(text));
      notify('error', unplaced.length > 0 ? unplaced.join(' ') : t('controlPanel.form.fixFields'));
    },
    [form, isPlaced, notify, say, section, t, transform],
  );

  const submit = useCallback(
    (extra?: FormValues) => void form.handleSubmit((values) => submitValid(values, extra), invalid)(),
    [form, invalid, submitValid],
  );

  const act = useCallback(
    async <Content,>(method: 'GET' | 'POST', path: string, body?: unknown) =>
      (await run(() => panelCall<Content>(method, path, body)))?.content ?? undefined,
    [run],
  ) as SectionFormApi['act'];

  const queryClient = useQueryClient();
  const reload = useCallback(
    () => queryClient.invalidateQueries({ queryKey: sectionFormKey(section) }),
    [queryClient, section],
  );

  /** Restores an earlier version (history): the server saves it again as a new change; the form reads it back. */
  const restore = useCallback(
    async (version: number) => {
      const answer = await run(() => panelCall('POST', sectionPath(section, '/restore'), { version }));
      if (!answer) return false;
      await queryClient.invalidateQueries({ queryKey: ['controlPanel', 'countyConfig', section] });
      await reload();
      return true;
    },
    [queryClient, reload, run, section],
  );

  const api = useMemo<SectionFormApi>(
    () => ({ section, status, submit, save, act, reload, notify, saved }),
    [section, status, submit, save, act, reload, notify, saved],
  );
  return (
    <SectionFormContext.Provider value={api}>
      <Stack spacing={1} sx={{ alignItems: 'flex-start' }}>
        {children}
      </Stack>
      <SectionToolbar toolbar={toolbar} actions={actions} restore={restore} />
      {shown ? (
        <Alert severity={shown.severity} sx={{ mt: 2 }}>
          {shown.text}
        </Alert>
      ) : null}
      <Confirm
        isOpen={asking !== null}
        title={t('controlPanel.form.confirmTitle')}
        content={asking ? t(asking.key) : ''}
        confirm={t('ra.message.yes')}
        cancel={t('ra.message.no')}
        onConfirm={() => {
          const question = asking;
          setAsking(null);
          if (question) void save(question.body, question.extra);
        }}
        onClose={() => setAsking(null)}
      />
    </SectionFormContext.Provider>
  );
}
