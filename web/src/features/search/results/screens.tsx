import { useTranslation } from 'react-i18next';
import { ResultsScreen, type ResultsScreenProps } from './ResultsScreen';
import { useSearchSettings } from './settings';

/** /search/SearchResults (001 §2.15): land documents. */
export function GeneralResultsScreen(props: ResultsScreenProps) {
  const { t } = useTranslation();
  return <ResultsScreen kind="general" title={t('searchResults.titles.general')} {...props} />;
}

/** /search/TorrensSearchResults (001 §2.18): the heading takes the county's Torrens label. */
export function TorrensResultsScreen(props: ResultsScreenProps) {
  const { t } = useTranslation();
  const { data: settings } = useSearchSettings();
  const label = settings?.torrensLabel || t('searchResults.torrens');
  return <ResultsScreen kind="torrens" title={t('searchResults.titles.torrens', { label })} {...props} />;
}

/** /search/GrantorGranteeBookSearchResults (001 §2.20). */
export function GrantorGranteeBookResultsScreen(props: ResultsScreenProps) {
  const { t } = useTranslation();
  return <ResultsScreen kind="grantorGranteeBook" title={t('searchResults.titles.grantorGranteeBook')} {...props} />;
}

/** /search/TractBookSearchResults (001 §2.19). */
export function TractBookResultsScreen(props: ResultsScreenProps) {
  const { t } = useTranslation();
  return <ResultsScreen kind="tractBook" title={t('searchResults.titles.tractBook')} {...props} />;
}

/** /search/TaxLienSearchResults (001 §2.21). */
export function TaxLienResultsScreen(props: ResultsScreenProps) {
  const { t } = useTranslation();
  return <ResultsScreen kind="taxLien" title={t('searchResults.titles.taxLien')} {...props} />;
}
