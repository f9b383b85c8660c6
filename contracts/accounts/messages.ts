import { declare } from '../message';

/** What the account manager answers (002 §7, §9); the spec names the actions but not these words. */
export const accountAdminMessages = {
  noSuchAccount: declare('ACCOUNT_NO_SUCH_ACCOUNT', 'There is no such account.'),
  exists: declare('ACCOUNT_EXISTS', 'This account already exists.'),
  inactive: declare(
    'ACCOUNT_INACTIVE',
    'This account is inactive: its type, payment, address and contact cannot be changed.',
  ),
  notFlatFee: declare('ACCOUNT_NOT_FLAT_FEE', 'Only a flat-fee account has an image balance.'),
  reloadOff: declare('ACCOUNT_RELOAD_OFF', 'The county does not allow reloading an account here.'),
  pathAndBodyDiffer: declare('ACCOUNT_PATH_AND_BODY_DIFFER', 'The account in the path and the body differ.'),
  docTypesSaved: declare('ACCOUNT_DOC_TYPES_SAVED', 'Document types saved.'),
  docTypesOrganized: declare('ACCOUNT_DOC_TYPES_ORGANIZED', 'Document types organized.'),
  accessSaved: declare('ACCOUNT_ACCESS_SAVED', 'Access saved.'),
  imagesRemainingUpdated: declare('ACCOUNT_IMAGES_REMAINING_UPDATED', 'Images remaining updated.'),
  added: declare('ACCOUNT_ADDED', ({ name }: { name: string }) => `Account ${name} added.`),
  saved: declare('ACCOUNT_SAVED', ({ name }: { name: string }) => `Account ${name} saved.`),
  activated: declare(
    'ACCOUNT_ACTIVATED',
    ({ name, count }: { name: string; count: number }) =>
      `Account ${name} and ${count} user${count === 1 ? '' : 's'} activated.`,
  ),
  deactivated: declare(
    'ACCOUNT_DEACTIVATED',
    ({ name, count }: { name: string; count: number }) =>
      `Account ${name} and ${count} user${count === 1 ? '' : 's'} deactivated.`,
  ),
  deleted: declare(
    'ACCOUNT_DELETED',
    ({ name, count }: { name: string; count: number }) =>
      `Account ${name} and ${count} user${count === 1 ? '' : 's'} deleted.`,
  ),
  tasksReady: declare('ACCOUNT_TASKS_READY', 'Account tasks ready to run again.'),
  billedNow: declare('ACCOUNT_BILLED_NOW', 'Marked billed now.'),
  renewedNow: declare('ACCOUNT_RENEWED_NOW', 'Marked renewed now.'),
  tasksRun: declare('ACCOUNT_TASKS_RUN', 'Account tasks run.'),
  tasksRunBilled: declare('ACCOUNT_TASKS_RUN_BILLED', 'Account tasks run: billed.'),
  tasksRunRenewed: declare('ACCOUNT_TASKS_RUN_RENEWED', 'Account tasks run: images renewed.'),
  tasksRunBilledAndRenewed: declare(
    'ACCOUNT_TASKS_RUN_BILLED_AND_RENEWED',
    'Account tasks run: billed and images renewed.',
  ),
} as const;
