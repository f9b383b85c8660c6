import { NumberInput, SelectInput, TextInput } from 'react-admin';
import { landSharkOneAuditLogSchema } from '@landrecords/contracts/config/technical';
import { keepBlank } from '../form';
import { MigrationForm, migrationText } from './MigrationForm';

const defaults = {
  landSharkOneDbAddress: '',
  landSharkOneDbName: '',
  landSharkOneDbUsername: '',
  landSharkOneDbPassword: '',
  fromDate: '',
  toDate: '',
  dataType: 'all',
  batchSize: 10_000,
};

/** /controlPanel/LandSharkOneAuditLog: the previous version's audit log, by dates, kind and batch (002 §3, §9). */
export default function LandSharkOneAuditLog() {
  return (
    <MigrationForm
      call="migrateLandSharkOneAuditLog"
      schema={landSharkOneAuditLogSchema}
      defaults={defaults}
      explain={`${migrationText}.explainAuditLog`}
      confirm={`${migrationText}.confirmAuditLog`}
    >
      <TextInput
        source="fromDate"
        label={`${migrationText}.fromDate`}
        helperText={`${migrationText}.dateHelp`}
        parse={keepBlank}
        sx={{ width: '20rem', maxWidth: '100%' }}
      />
      <TextInput
        source="toDate"
        label={`${migrationText}.toDate`}
        helperText={`${migrationText}.dateHelp`}
        parse={keepBlank}
        sx={{ width: '20rem', maxWidth: '100%' }}
      />
      <SelectInput
        source="dataType"
        label={`${migrationText}.dataType`}
        choices={[
          { id: 'all', name: `${migrationText}.dataTypes.all` },
          { id: 'transactions', name: `${migrationText}.dataTypes.transactions` },
        ]}
        sx={{ width: '20rem', maxWidth: '100%' }}
      />
      <NumberInput
        source="batchSize"
        label={`${migrationText}.batchSize`}
        helperText={`${migrationText}.batchSizeHelp`}
        step={1}
        min={1}
        sx={{ width: '20rem', maxWidth: '100%' }}
      />
    </MigrationForm>
  );
}
