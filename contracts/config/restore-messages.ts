import { declare } from '../message';

/** What restoring an earlier version of a configuration section answers (its change history, issue 24). */
export const restoreMessages = {
  restored: declare(
    'CONFIG_RESTORED',
    ({ version }: { version: number }) => `Version ${version} restored: it is now in force as a new change.`,
  ),
  versionNotFound: declare(
    'CONFIG_VERSION_NOT_FOUND',
    ({ version }: { version: number }) => `There is no saved version ${version} of these settings.`,
  ),
  version: declare('CONFIG_RESTORE_VERSION', 'Choose a saved version of these settings to restore.'),
} as const;
