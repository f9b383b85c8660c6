import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type {
  ImagePreviewSettingChange,
  ImagePreviewSettings,
  PageSelectionMethod,
  PagesSelected,
} from '@landrecords/contracts/images/preview';
import type { SourcedDocKey } from '@landrecords/contracts/records/parts';
import { isApiError } from '../../../lib/api/errors';
import { translateEnvelopeMessage } from '@landrecords/ui/i18n/server-messages';
import { updateImagePreviewSettings } from './preview-api';

/** A page kept, ignored or toggled (by its checkbox or a click on it). */
export type PageChange = Extract<ImagePreviewSettingChange, 'KEEP_PAGE' | 'IGNORE_PAGE' | 'PAGE_TOGGLED'>;

/** What Continue downloads: the server's last answer, nothing (Pages with no text), or a pages text it refused. */
export type Settled = { selection: PagesSelected } | { none: true } | { refused: string };

const typingPause = 400;

export type PageSelection = {
  method: PageSelectionMethod;
  text: string;
  /** The server's message about the pages typed (000 §5), shown under the field. */
  error: string | null;
  isSelected: (page: number) => boolean;
  chooseMethod: (method: PageSelectionMethod) => void;
  typeText: (text: string) => void;
  changePage: (change: PageChange, page: number) => void;
  /** Once every change has been answered: what Continue downloads. */
  settled: () => Promise<Settled>;
};

/**
 * The footer's selection (000 §4 "Page selection method"): All Pages or Pages with its text. Typing switches to
 * Pages; each change is sent to the server (imaging/updateImagePreviewSettings), whose answer (the pages it read,
 * written its way) is what the checkboxes, the radio and the text then show. Pages with no text selects nothing
 * (Continue then says so), which the server has no word for, so it is not sent.
 */
export function usePageSelection(
  sourcedDocKey: SourcedDocKey,
  pageCount: number,
  initial: PagesSelected,
): PageSelection {
  const { t } = useTranslation();
  const [synced, setSynced] = useState(initial);
  const [method, setMethod] = useState<PageSelectionMethod>(initial.pageSelectionMethod);
  const [text, setText] = useState(initial.pageSelectionMethod === 'CSV_PAGES' ? initial.selectedAsCsv : '');
  const [error, setError] = useState<string | null>(null);
  // A page's box as the user just set it, until the server has answered (a checkbox follows the hand at once).
  const [expected, setExpected] = useState<ReadonlyMap<number, boolean>>(new Map());
  const sequence = useRef(0);
  const inFlight = useRef<Promise<unknown>>(Promise.resolve());
  const typing = useRef<{ timer: ReturnType<typeof setTimeout>; text: string } | null>(null);
  // What the answers set, as they set it: Continue reads it right after the last answer, before a render.
  const latest = useRef({ synced, error, method, text });
  latest.current = { synced, error, method, text };
  const note = (values: Partial<typeof latest.current>) => Object.assign(latest.current, values);

  useEffect(() => () => clearTimeout(typing.current?.timer), []);

  const send = useCallback(
    (
      change: ImagePreviewSettingChange,
      base: Pick<ImagePreviewSettings, 'pageSelectionMethod' | 'selectedAsCsv'>,
      page?: number,
      typed = false,
    ) => {
      const number = ++sequence.current;
      const call = updateImagePreviewSettings({
        imagePreviewSettingChange: change,
        imagePreviewSettings: { sourcedDocKey, pageCount, ...base },
        page,
      }).then(
        (answer) => {
          if (number !== sequence.current) return;
          setExpected(new Map());
          note({ synced: answer, method: answer.pageSelectionMethod, error: null });
          setSynced(answer);
          setMethod(answer.pageSelectionMethod);
          setError(null);
          // The text typed stays as typed; a page kept or ignored shows the pages as the server wrote them.
          const shown =
            answer.pageSelectionMethod === 'CSV_PAGES'
              ? typed
                ? null
                : answer.selectedAsCsv
              : change === 'PAGE_SELECTION_METHOD_CHANGED'
                ? null
                : '';
          if (shown !== null) {
            note({ text: shown });
            setText(shown);
          }
        },
        (failure: unknown) => {
          if (number !== sequence.current) return;
          setExpected(new Map());
          const message =
            isApiError(failure) && failure.envelope?.message
              ? translateEnvelopeMessage(t, failure.envelope)
              : t('errors.unexpected');
          note({ error: message });
          setError(message);
        },
      );
      inFlight.current = call;
      return call;
    },
    [pageCount, sourcedDocKey, t],
  );

  /** Sends the pages being typed now rather than after the pause. */
  const flushTyping = useCallback(() => {
    const pending = typing.current;
    if (!pending) return;
    clearTimeout(pending.timer);
    typing.current = null;
    if (pending.text.trim() !== '') {
      void send('PAGES_CHANGED', { pageSelectionMethod: 'CSV_PAGES', selectedAsCsv: pending.text }, undefined, true);
    }
  }, [send]);

  const nothingSelected = method === 'CSV_PAGES' && text.trim() === '';

  const chooseMethod = (next: PageSelectionMethod) => {
    clearTimeout(typing.current?.timer);
    typing.current = null;
    setMethod(next);
    setError(null);
    setExpected(new Map());
    if (next === 'CSV_PAGES' && text.trim() === '') {
      sequence.current++;
      return;
    }
    void send('PAGE_SELECTION_METHOD_CHANGED', { pageSelectionMethod: next, selectedAsCsv: text });
  };

  const typeText = (next: string) => {
    setText(next);
    setMethod('CSV_PAGES');
    setExpected(new Map());
    clearTimeout(typing.current?.timer);
    if (next.trim() === '') {
      typing.current = null;
      sequence.current++;
      setError(null);
      return;
    }
    typing.current = { text: next, timer: setTimeout(flushTyping, typingPause) };
  };

  const selectedNow = (page: number) =>
    expected.get(page) ?? (!nothingSelected && synced.selectedAsBoolean[page - 1] === true);

  const changePage = (change: PageChange, page: number) => {
    const after = change === 'KEEP_PAGE' || (change === 'PAGE_TOGGLED' && !selectedNow(page));
    setExpected((before) => new Map(before).set(page, after));
    const typed = typing.current?.text;
    if (typed !== undefined) {
      clearTimeout(typing.current!.timer);
      typing.current = null;
    }
    if (typed === undefined && nothingSelected) {
      // From nothing selected, a page kept or ticked is the first page of the selection; ignoring one changes nothing.
      if (change === 'IGNORE_PAGE') return setExpected(new Map());
      void send('PAGES_CHANGED', { pageSelectionMethod: 'CSV_PAGES', selectedAsCsv: String(page) });
      return;
    }
    const base =
      typed !== undefined
        ? { pageSelectionMethod: 'CSV_PAGES' as const, selectedAsCsv: typed }
        : {
            // The last answer, even one not yet drawn (two pages kept in quick succession).
            pageSelectionMethod: latest.current.synced.pageSelectionMethod,
            selectedAsCsv: latest.current.synced.selectedAsCsv,
          };
    void send(change, base, page);
  };

  const settled = async (): Promise<Settled> => {
    flushTyping();
    let call: Promise<unknown>;
    do {
      call = inFlight.current;
      await call;
    } while (call !== inFlight.current);
    const now = latest.current;
    if (now.error) return { refused: now.error };
    if (now.method === 'CSV_PAGES' && now.text.trim() === '') return { none: true };
    return { selection: now.synced };
  };

  return {
    method,
    text,
    error,
    isSelected: selectedNow,
    chooseMethod,
    typeText,
    changePage,
    settled,
  };
}
