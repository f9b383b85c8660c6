import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import type { SearchType } from '@landrecords/contracts/codes';

type Form = LazyExoticComponent<ComponentType<{ historyNumber?: number }>>;

/** Each search form is its own small chunk, loaded when its route is first opened (001 §2.2–§2.14). */
export const searchForms: Record<SearchType, Form> = {
  searchByAddress: lazy(() => import('./AddressForm')),
  searchByBookAndPage: lazy(() => import('./BookAndPageForm')),
  searchByDate: lazy(() => import('./DateForm')),
  searchByDocumentNumber: lazy(() => import('./DocumentNumberForm')),
  searchByLegalDescription: lazy(() => import('./LegalDescriptionForm')),
  searchByName: lazy(() => import('./NameForm')),
  searchByParcelId: lazy(() => import('./ParcelIdForm')),
  searchByTorrensCertificate: lazy(() => import('./TorrensCertificateForm')),
  searchByTorrensText: lazy(() => import('./TorrensTextForm')),
  searchByTractBookId: lazy(() => import('./TractBookIdForm')),
  searchByTractBookLegal: lazy(() => import('./TractBookLegalForm')),
  searchByTractIndexNMI: lazy(() => import('./TractIndexForm')),
  searchByGrantorGranteeBook: lazy(() => import('./GrantorGranteeBookForm')),
  searchByPlat: lazy(() => import('./PlatForm')),
  searchByTaxLien: lazy(() => import('./TaxLienForm')),
};
