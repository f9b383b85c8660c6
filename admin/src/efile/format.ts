import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDollars } from '@landrecords/contracts/money';
import { useShellData } from '../layout/useShellData';

/** Moments in the county's time zone (DESIGN: stored UTC, shown as the county reads them) and amounts in dollars. */
export function useReviewFormat() {
  const { i18n } = useTranslation();
  const timeZone = useShellData().settings?.timeZone;
  return useMemo(() => {
    const options: Intl.DateTimeFormatOptions = { dateStyle: 'medium', timeStyle: 'short' };
    let format: Intl.DateTimeFormat;
    try {
      format = new Intl.DateTimeFormat(i18n.language, { ...options, timeZone });
    } catch {
      format = new Intl.DateTimeFormat(i18n.language, options);
    }
    return {
      timeZone: format.resolvedOptions().timeZone,
      moment: (iso: string | null) => (iso ? format.format(new Date(iso)) : ''),
      money: (cents: number) => formatDollars(cents),
    };
  }, [i18n.language, timeZone]);
}
export type ReviewFormat = ReturnType<typeof useReviewFormat>;
