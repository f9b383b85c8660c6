import type { NotableDatesList } from '@landrecords/contracts/portal/helperdata';
import { notableDateKinds, notableIndexes } from '@landrecords/contracts/config/notable-dates';
import type { CountyConfig } from '@landrecords/contracts/config/index';
import { notableDatesTable } from '../config/index';

/** helperdata/notableDates: the county's notable dates section, with the home card's table of it. */
export function notableDatesList(config: Pick<CountyConfig, 'notableDates' | 'common'>): NotableDatesList {
  const dates = config.notableDates;
  return {
    settings: {
      showNotableDates: dates.showNotableDates,
      showSeparateIndexes: dates.showSeparateIndexes,
      useVerificationDate: dates.useVerificationDate,
      abstractLegalVerified: dates.abstractLegalVerified,
      abstractLegalPosted: dates.abstractLegalPosted,
      torrensLegalVerified: dates.torrensLegalVerified,
      torrensLegalPosted: dates.torrensLegalPosted,
      torrensCertificateThru: dates.torrensCertificateThru,
    },
    notableDates: notableIndexes.flatMap((index) =>
      notableDateKinds.map((kind) => ({ code: `${index}${kind}`, description: dates[`${index}${kind}`] })),
    ),
    table: notableDatesTable(config),
  };
}
