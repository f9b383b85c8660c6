import { useCallback, useContext } from 'react';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { SearchType } from '@landrecords/contracts/codes';
import type { NameResult } from '@landrecords/contracts/search/results';
import { useAlert } from '../../../components/dialogs/alerts';
import { currentSearch, type SequenceOrigin } from '../run/current-search';
import { runSearch } from '../run/run-search';
import { resultPath } from '../run/search-api';
import { SearchRunContext } from '../run/search-run-context';
import { failureText } from './failure-text';

/** The links of a detail that start a follow-up search (001 §4.5). */
export type FollowUp =
  | { to: 'name'; party: Pick<NameResult, 'lastName' | 'firstName' | 'middleInitial'> }
  | { to: 'document'; docNumber: string }
  | { to: 'certificate'; certificateNumber: string }
  | { to: 'taxpayer'; party: Pick<NameResult, 'lastName' | 'firstName' | 'middleInitial'> }
  | { to: 'lienDocument'; docNumber: string };

/** The search each link runs and its criteria. */
export function followUpSearch(link: FollowUp): { type: SearchType; criteria: Record<string, unknown> } {
  switch (link.to) {
    case 'name':
      return {
        type: 'searchByName',
        criteria: {
          grantorGranteeSearchIn: 'BOTH',
          grantorGranteeLastName1: link.party.lastName,
          grantorGranteeFirstName1: link.party.firstName,
          grantorGranteeMiddleInitial1: link.party.middleInitial,
        },
      };
    case 'document':
      return { type: 'searchByDocumentNumber', criteria: { fromDocumentNumber: link.docNumber } };
    case 'certificate':
      return { type: 'searchByTorrensCertificate', criteria: { certificateNumber: link.certificateNumber } };
    case 'taxpayer':
      return {
        type: 'searchByTaxLien',
        criteria: {
          searchBy: 'TAXPAYER_NAME',
          taxpayerName: link.party.lastName,
          taxpayerFirstName: link.party.firstName,
          taxpayerMiddleInitial: link.party.middleInitial,
          currentOrExpired: 'ALL',
        },
      };
    case 'lienDocument':
      return {
        type: 'searchByTaxLien',
        criteria: { searchBy: 'DOCUMENT_NUMBER', documentNumber: link.docNumber, currentOrExpired: 'ALL' },
      };
  }
}

/**
 * Follows a detail's link (001 §4.5): the first one remembers the search, page, sort and open row to come back
 * to; later ones keep that first place. A search that fails or finds nothing says so in an alert.
 */
export function useFollowUp(): (link: FollowUp, openRowKey: string | null) => Promise<void> {
  const { pay } = useContext(SearchRunContext);
  const navigate = useNavigate();
  const showAlert = useAlert();
  const { t } = useTranslation();
  return useCallback(
    async (link, openRowKey) => {
      const now = currentSearch();
      const origin: SequenceOrigin | null =
        now?.origin ??
        (now
          ? {
              type: now.type,
              criteria: now.criteria,
              pageNumber: now.pageNumber,
              sortKey: now.sortKey,
              sortDirection: now.sortDirection,
              rowKey: openRowKey,
            }
          : null);
      const { type, criteria } = followUpSearch(link);
      try {
        const outcome = await runSearch(type, criteria, pay, { origin, selectRowKey: null });
        if (outcome.totalRecordCount > 0) await navigate(resultPath(type));
        else if (outcome.message) await showAlert({ message: failureText(t, outcome.message) });
      } catch (error) {
        await showAlert({ message: failureText(t, error) });
      }
    },
    [pay, navigate, showAlert, t],
  );
}
