import type { TFunction } from 'i18next';
import type { Watch, WatchKind } from '@landrecords/contracts/alerts/watch';

/** A watch with nothing typed yet, of the chosen kind. */
export function blankWatch(kind: WatchKind): Watch {
  switch (kind) {
    case 'NAME':
      return { kind, lastName: '', firstName: '' };
    case 'PARCEL':
      return { kind, parcelId: '' };
    case 'PLAT':
      return { kind, plat: '', lot: '', block: '' };
    case 'STR':
      return { kind, section: '', township: '', range: '' };
  }
}

/** A watch in one line, as the confirmation and "My property alerts" list it: "Name: SMITH, ANA". */
export function watchText(t: TFunction, watch: Watch): string {
  switch (watch.kind) {
    case 'NAME':
      return t('propertyAlerts.watchText.name', {
        name: watch.firstName ? `${watch.lastName}, ${watch.firstName}` : watch.lastName,
      });
    case 'PARCEL':
      return t('propertyAlerts.watchText.parcel', { parcelId: watch.parcelId });
    case 'PLAT':
      return [
        t('propertyAlerts.watchText.plat', { plat: watch.plat }),
        watch.lot ? t('propertyAlerts.watchText.lot', { lot: watch.lot }) : '',
        watch.block ? t('propertyAlerts.watchText.block', { block: watch.block }) : '',
      ]
        .filter(Boolean)
        .join(', ');
    case 'STR':
      return t('propertyAlerts.watchText.str', {
        section: watch.section,
        township: watch.township,
        range: watch.range,
      });
  }
}
