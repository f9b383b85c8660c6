import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import type { SearchType } from '@landrecords/contracts/codes';

type FormComponent = ComponentType<{ historyNumber?: number }>;
type Form = LazyExoticComponent<FormComponent>;

const loaders: Record<SearchType, () => Promise<{ default: FormComponent }>> = {
  searchByAddress: () => import('./AddressForm'),
  searchByBookAndPage: () => import('./BookAndPageForm'),
  searchByDate: () => import('./DateForm'),
  searchByDocumentNumber: () => import('./DocumentNumberForm'),
  searchByLegalDescription: () => import('./LegalDescriptionForm'),
  searchByName: () => import('./NameForm'),
  searchByParcelId: () => import('./ParcelIdForm'),
  searchByTorrensCertificate: () => import('./TorrensCertificateForm'),
  searchByTorrensText: () => import('./TorrensTextForm'),
  searchByTractBookId: () => import('./TractBookIdForm'),
  searchByTractBookLegal: () => import('./TractBookLegalForm'),
  searchByTractIndexNMI: () => import('./TractIndexForm'),
  searchByGrantorGranteeBook: () => import('./GrantorGranteeBookForm'),
  searchByPlat: () => import('./PlatForm'),
  searchByTaxLien: () => import('./TaxLienForm'),
};

/** Each search form is its own small chunk, loaded when its route is first opened (001 §2.2–§2.14). */
export const searchForms = Object.fromEntries(
  Object.entries(loaders).map(([type, load]) => [type, lazy(load)]),
) as Record<SearchType, Form>;

/**
 * Starts loading a form's chunk before its route renders (while the search settings it waits for are read), so
 * the chunk and the settings arrive together instead of one after the other.
 */
export const preloadSearchForm = (type: SearchType) => void loaders[type]().catch(() => undefined);
