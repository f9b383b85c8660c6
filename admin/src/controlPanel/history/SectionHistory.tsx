import { Alert, Box, Button, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { Confirm, Loading } from 'react-admin';
import { useTranslation } from 'react-i18next';
import { defaultSection, sectionOnTheWire, type SectionName } from '@landrecords/contracts/config/index';
import { useShellData } from '../../layout/useShellData';
import { panelCall, sectionPath } from '../form/api';
import { useSectionMessage } from '../form/useSectionMessage';
import { HistoryEntry } from './HistoryEntry';
import { savedType, type SectionHistoryEntry } from './types';

const pageSize = 20;

export const sectionHistoryKey = (section: SectionName) => ['controlPanel', 'sectionHistory', section] as const;

/** A time as the county reads it (its time zone), in the reader's language. */
function useFormatWhen() {
  const { i18n } = useTranslation();
  const timeZone = useShellData().settings?.timeZone;
  return useMemo(() => {
    const options: Intl.DateTimeFormatOptions = { dateStyle: 'medium', timeStyle: 'medium' };
    let format: Intl.DateTimeFormat;
    try {
      format = new Intl.DateTimeFormat(i18n.language, { ...options, timeZone });
    } catch {
      format = new Intl.DateTimeFormat(i18n.language, options);
    }
    return (at: string) => format.format(new Date(at));
  }, [i18n.language, timeZone]);
}

type Props = { section: SectionName; restore: (version: number) => Promise<void>; busy: boolean };

/**
 * A section's change history, newest first: every save with who, when, from where and the fields it changed
 * (against the save before it; the first against the defaults), the actions taken on the section, and Restore
 * on each earlier save.
 */
export function SectionHistory({ section, restore, busy }: Props) {
  const { t } = useTranslation();
  const { sayError } = useSectionMessage();
  const formatWhen = useFormatWhen();
  const [shown, setShown] = useState(pageSize);
  const [asking, setAsking] = useState<number | null>(null);
  const read = useQuery({
    queryKey: sectionHistoryKey(section),
    queryFn: async () =>
      (await panelCall<{ history: SectionHistoryEntry[] }>('GET', sectionPath(section, '/history'))).content?.history ??
      [],
    refetchOnMount: 'always',
    retry: false,
  });
  const defaults = useMemo(
    () => sectionOnTheWire(section, defaultSection(section)) as Record<string, unknown>,
    [section],
  );

  if (read.isPending) return <Loading />;
  if (read.error) return <Alert severity="warning">{sayError(read.error)}</Alert>;
  const history = read.data;
  if (history.length === 0) return <Typography>{t('controlPanel.history.empty')}</Typography>;
  const saves = history.filter((entry) => entry.type === savedType);
  const latest = saves[0]?.version;
  const beforeOf = (entry: SectionHistoryEntry) =>
    saves.find((save) => save.version < entry.version)?.values ?? defaults;
  return (
    <>
      <Box component="ol" sx={{ listStyle: 'none', m: 0, p: 0 }}>
        {history.slice(0, shown).map((entry) => (
          <HistoryEntry
            key={entry.version}
            section={section}
            entry={entry}
            before={beforeOf(entry)}
            when={formatWhen(entry.savedAt)}
            disabled={busy}
            onRestore={
              entry.type === savedType && entry.version !== latest ? () => setAsking(entry.version) : undefined
            }
          />
        ))}
      </Box>
      {history.length > shown ? (
        <Button onClick={() => setShown((now) => now + pageSize)} sx={{ mt: 1 }}>
          {t('controlPanel.history.more')}
        </Button>
      ) : null}
      <Confirm
        isOpen={asking !== null}
        title={t('controlPanel.history.restoreTitle')}
        content={t('controlPanel.history.restoreQuestion', { version: asking ?? 0 })}
        confirm={t('ra.message.yes')}
        cancel={t('ra.message.no')}
        onConfirm={() => {
          const version = asking;
          setAsking(null);
          if (version !== null) void restore(version);
        }}
        onClose={() => setAsking(null)}
      />
    </>
  );
}
