import { searchTypes } from '@landrecords/contracts/codes';
import type { CountyConfig } from '@landrecords/contracts/config/index';
import type { SearchSettings } from '@landrecords/contracts/search/form-settings';

/** helperdata/searchSettings (001 §3.8): what the search screens read of the county's configuration. */
export function searchSettingsOf(
  config: Pick<CountyConfig, 'common' | 'recordsIndex' | 'search' | 'search2' | 'notableDates'>,
): SearchSettings {
  const { common, recordsIndex: index, search, search2, notableDates } = config;
  return {
    bookLabel: common.bookLabel,
    torrensLabel: common.torrensLabel,
    bookType: index.bookType,
    torrensUseFileNumber: index.torrensUseFileNumber,
    propertyCode: index.propertyCode,
    allOnlySearch: search2.allOnlySearch,
    qqqq: index.qqqq,
    qqq: index.qqq,
    baseline: index.baseline,
    meridian: index.meridian,
    municipality: index.municipality,
    mbOtherLot: index.mbOtherLot,
    sublot: index.sublot,
    useMunicipalityCodes: index.useMunicipalityCodes,
    displaySalePrice: index.displaySalePrice,
    displayMortgageAmount: index.displayMortgageAmount,
    mortgageAmountLabel: index.mortgageAmountLabel,
    map: search2.map,
    tax: search2.tax && index.taxLinkTemplate !== '',
    gis: index.gisLinkTemplate !== '',
    downloadResults: search2.downloadResults,
    defaultSearch: search.defaultSearch,
    showNotableDates: notableDates.showNotableDates,
    useVerificationDate: notableDates.useVerificationDate,
    abstractIndexBeginDate: notableDates.abstractIndexBegin,
    abstractVerifiedDate: notableDates.abstractVerified,
    countyNotes: Object.fromEntries(
      searchTypes.map((type) => [type, search[`${type}CountyNote`]]),
    ) as SearchSettings['countyNotes'],
  };
}
