import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import type { Watch } from '@landrecords/contracts/alerts/watch';

/**
 * What a watch watches, as one line in the reader's language: "Name: SMITH, John", "Parcel: 1-02139-0051",
 * "Plat: 0042, lot 3, block 2", "Section 12, township 4N, range 3E".
 */
export function useWatchText() {
  const { t } = useTranslation();
  return useCallback(
    (watch: Watch): string => {
      switch (watch.kind) {
        case 'NAME':
          return t(watch.firstName ? 'alerts.watch.nameFirst' : 'alerts.watch.name', { ...watch });
        case 'PARCEL':
          return t('alerts.watch.parcel', { ...watch });
        case 'PLAT':
          return [
            t('alerts.watch.plat', { ...watch }),
            ...(watch.lot ? [t('alerts.watch.lot', { ...watch })] : []),
            ...(watch.block ? [t('alerts.watch.block', { ...watch })] : []),
          ].join(t('alerts.watch.separator'));
        case 'STR':
          return t('alerts.watch.str', { ...watch });
      }
    },
    [t],
  );
}
