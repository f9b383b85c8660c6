import { z } from 'zod';

/** User types (002 §6). TRIMIN: the provider's staff; COUNTY: county staff; ACCOUNT: an account's administrator. */
export const roles = ['TRIMIN', 'COUNTY', 'ACCOUNT', 'USER', 'GUEST'] as const;
export const roleSchema = z.enum(roles);
export type Role = z.infer<typeof roleSchema>;
export const countyStaffRoles: readonly Role[] = ['TRIMIN', 'COUNTY'];
/** Reports and User Manager (000 §6). */
export const managerRoles: readonly Role[] = ['TRIMIN', 'COUNTY', 'ACCOUNT'];

/** A active, I inactive, P pending self-registration, L locked for suspicious activity (002 §4). */
export const userStatuses = ['A', 'I', 'P', 'L'] as const;
export const userStatusSchema = z.enum(userStatuses);
export type UserStatus = z.infer<typeof userStatusSchema>;

export const accountStatuses = ['A', 'I'] as const;
export const accountStatusSchema = z.enum(accountStatuses);
export type AccountStatus = z.infer<typeof accountStatusSchema>;

/** The user list's status filter (002 §2.3) and the account list's (002 §2.4). */
export const userStatusFilterSchema = z.enum(['ALL', 'A', 'I', 'P']).default('ALL');
export const accountStatusFilterSchema = z.enum(['ALL', 'A', 'NB', 'NIR', 'I']).default('ALL');

export const accountTypes = ['A_LA_CARTE', 'FLAT_FEE', 'MONTHLY_FEE'] as const;
export const accountTypeSchema = z.enum(accountTypes);
export type AccountType = z.infer<typeof accountTypeSchema>;

export const paymentMethods = ['ESCROW', 'INVOICE', 'CREDIT_CARD'] as const;
export const paymentMethodSchema = z.enum(paymentMethods);
export type PaymentMethod = z.infer<typeof paymentMethodSchema>;
/** The methods offered when the account type is not A_LA_CARTE (002 §5: "non-a-la-carte"). */
export const nonALaCartePaymentMethods: readonly PaymentMethod[] = ['ESCROW', 'INVOICE'];

export const codeDescriptions = {
  role: {
    TRIMIN: 'Provider Staff',
    COUNTY: 'County Staff',
    ACCOUNT: 'Account Administrator',
    USER: 'User',
    GUEST: 'Guest',
  },
  accountType: { A_LA_CARTE: 'A La Carte', FLAT_FEE: 'Flat Fee', MONTHLY_FEE: 'Monthly Fee' },
  paymentMethod: { ESCROW: 'Escrow', INVOICE: 'Invoice', CREDIT_CARD: 'Credit Card' },
  userStatus: { A: 'Active', I: 'Inactive', P: 'Pending', L: 'Locked' },
} as const;

/** The fifteen search types (001), as account page access and the county's Search 1 settings name them. */
export const searchTypes = [
  'searchByAddress',
  'searchByBookAndPage',
  'searchByDate',
  'searchByDocumentNumber',
  'searchByLegalDescription',
  'searchByName',
  'searchByParcelId',
  'searchByTorrensCertificate',
  'searchByTorrensText',
  'searchByTractBookId',
  'searchByTractBookLegal',
  'searchByTractIndexNMI',
  'searchByGrantorGranteeBook',
  'searchByPlat',
  'searchByTaxLien',
] as const;
export type SearchType = (typeof searchTypes)[number];
