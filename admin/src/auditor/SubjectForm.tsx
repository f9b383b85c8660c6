import { Box, Button, Stack } from '@mui/material';
import FactCheckIcon from '@mui/icons-material/FactCheck';
import PrintIcon from '@mui/icons-material/Print';
import VisibilityIcon from '@mui/icons-material/Visibility';
import { Form, RadioButtonGroupInput, SelectInput, TextInput, useTranslate } from 'react-admin';
import { useWatch } from 'react-hook-form';
import { countyConfigSections, sectionNames } from '@landrecords/contracts/config/index';
import { AccountLookupInput, UserLookupInput } from '../lookups';
import { printUrl } from './api';
import { chosen, emptySubject, type SubjectValues } from './subject';

type Props = {
  role: string;
  timeZone: string;
  onShow: (values: SubjectValues) => void;
  onCheck: (values: SubjectValues) => void;
};

/**
 * The chooser: an account or a user with the existing lookups, or a configuration section (the Technical group's
 * for TRIMIN only, as in the control panel), the as-of moment, and Show, Check and Print.
 */
export function SubjectForm({ role, timeZone, onShow, onCheck }: Props) {
  const translate = useTranslate();
  const sections = sectionNames
    .filter((name) => role === 'TRIMIN' || countyConfigSections[name].access !== 'technical')
    .map((name) => ({ id: name, name: translate(`auditor.sections.${name}`) }));
  return (
    <Form
      defaultValues={emptySubject}
      onSubmit={(values: Record<string, unknown>) => onShow(values as SubjectValues)}
      noValidate
    >
      <Stack spacing={1} sx={{ maxWidth: '48rem', mb: 3 }}>
        <RadioButtonGroupInput
          source="kind"
          label="auditor.kind.label"
          choices={['account', 'user', 'section'].map((kind) => ({ id: kind, name: `auditor.kind.${kind}` }))}
          translateChoice
          helperText={false}
        />
        <SubjectInput sections={sections} />
        <TextInput
          source="asOf"
          type="datetime-local"
          label="auditor.asOf"
          helperText={translate('auditor.asOfHelpCounty', { timeZone })}
          slotProps={{ inputLabel: { shrink: true }, htmlInput: { step: 1 } }}
          sx={{ maxWidth: '18rem' }}
        />
        <Actions timeZone={timeZone} onCheck={onCheck} />
      </Stack>
    </Form>
  );
}

function SubjectInput({ sections }: { sections: Array<{ id: string; name: string }> }) {
  const kind = useWatch<SubjectValues, 'kind'>({ name: 'kind' });
  if (kind === 'user') return <UserLookupInput source="userId" />;
  if (kind === 'section')
    return (
      <SelectInput
        source="section"
        label="auditor.section"
        choices={sections}
        helperText={false}
        sx={{ maxWidth: '24rem' }}
      />
    );
  return <AccountLookupInput source="accountId" />;
}

function Actions({ timeZone, onCheck }: { timeZone: string; onCheck: (values: SubjectValues) => void }) {
  const translate = useTranslate();
  const values = useWatch<SubjectValues>() as SubjectValues;
  const { subject, asOf } = chosen({ ...emptySubject, ...values }, timeZone);
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
      <Button type="submit" variant="contained" startIcon={<VisibilityIcon />} disabled={!subject}>
        {translate('auditor.show')}
      </Button>
      <Button variant="outlined" startIcon={<FactCheckIcon />} disabled={!subject} onClick={() => onCheck(values)}>
        {translate('auditor.check')}
      </Button>
      {subject ? (
        <Button
          variant="outlined"
          startIcon={<PrintIcon />}
          href={printUrl(subject, asOf)}
          target="_blank"
          rel="noopener"
        >
          {translate('auditor.print')}
        </Button>
      ) : (
        <Button variant="outlined" startIcon={<PrintIcon />} disabled>
          {translate('auditor.print')}
        </Button>
      )}
    </Box>
  );
}
