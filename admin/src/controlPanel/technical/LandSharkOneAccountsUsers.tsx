import { landSharkOneDatabaseSchema } from '@landrecords/contracts/config/technical';
import { MigrationForm, migrationText } from './MigrationForm';

const defaults = {
  landSharkOneDbAddress: '',
  landSharkOneDbName: '',
  landSharkOneDbUsername: '',
  landSharkOneDbPassword: '',
};

/** /controlPanel/LandSharkOneAccountsUsers: the accounts and users of the previous version (002 §3 Migration). */
export default function LandSharkOneAccountsUsers() {
  return (
    <MigrationForm
      call="migrateLandSharkOneAccountsUsers"
      schema={landSharkOneDatabaseSchema}
      defaults={defaults}
      explain={`${migrationText}.explainAccountsUsers`}
      confirm={`${migrationText}.confirmAccountsUsers`}
    />
  );
}
