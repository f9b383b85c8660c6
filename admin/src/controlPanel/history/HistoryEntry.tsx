import Restore from '@mui/icons-material/Restore';
import { Box, Button, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { countyConfigSections, type SectionName } from '@landrecords/contracts/config/index';
import { changesBetween, isAmountPath } from './changes';
import { formatPath, formatValue } from './formatValue';
import { savedType, type SectionHistoryEntry } from './types';

type Props = {
  section: SectionName;
  entry: SectionHistoryEntry;
  /** The version before this one (a save), or the section's defaults before its first save. */
  before: Record<string, unknown>;
  when: string;
  /** Offered on an earlier save: restores it as a new change (after a confirmation). */
  onRestore?: () => void;
  disabled: boolean;
};

/** One version of a section: when, who, from where, and each field it changed; or an action taken on it. */
export function HistoryEntry({ section, entry, before, when, onRestore, disabled }: Props) {
  const { t } = useTranslation();
  const saved = entry.type === savedType;
  const headingId = `history-version-${entry.version}`;
  const amounts = countyConfigSections[section].amounts;
  const changes = saved ? changesBetween(before, entry.values ?? {}) : [];
  return (
    <Box component="li" aria-labelledby={headingId} sx={{ py: 1.5, borderBottom: 1, borderColor: 'divider' }}>
      <Typography component="h3" variant="subtitle1" id={headingId} sx={{ fontWeight: 600 }}>
        {t('controlPanel.history.version', { version: entry.version })} —{' '}
        {t(`controlPanel.history.events.${entry.type}`, { defaultValue: entry.type })}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        {t('controlPanel.history.byline', {
          when,
          who: entry.savedBy ?? '—',
          where: entry.sourceIp ?? '—',
        })}
      </Typography>
      {entry.restoredFrom ? (
        <Typography variant="body2">
          {t('controlPanel.history.restoredFrom', { version: entry.restoredFrom })}
        </Typography>
      ) : null}
      {saved ? (
        changes.length > 0 ? (
          <Box component="ul" sx={{ my: 0.5, pl: 3 }}>
            {changes.map((change) => {
              const amount = isAmountPath(change.path, amounts);
              return (
                <li key={change.path}>
                  <Typography variant="body2" component="span">
                    {formatPath(t, change.path)}: {formatValue(t, change.from, amount)} →{' '}
                    {formatValue(t, change.to, amount)}
                  </Typography>
                </li>
              );
            })}
          </Box>
        ) : (
          <Typography variant="body2">{t('controlPanel.history.unchanged')}</Typography>
        )
      ) : (
        <Typography variant="body2">
          {Object.entries(entry.data ?? {})
            .map(([key, value]) => `${key}: ${formatValue(t, value)}`)
            .join(', ')}
        </Typography>
      )}
      {onRestore ? (
        <Button size="small" startIcon={<Restore />} onClick={onRestore} disabled={disabled} sx={{ mt: 0.5 }}>
          {t('controlPanel.history.restore', { version: entry.version })}
        </Button>
      ) : null}
    </Box>
  );
}
