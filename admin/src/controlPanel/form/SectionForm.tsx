import { Alert, Stack } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useCallback, useMemo, useRef } from 'react';
import { Form, Loading } from 'react-admin';
import { countyConfigSections } from '@landrecords/contracts/config/index';
import { panelCall, sectionPath } from './api';
import { sectionFormKey } from './sectionCache';
import { SectionFormBody } from './SectionFormBody';
import type { SectionFormProps } from './SectionFormContext';
import { useSectionMessage } from './useSectionMessage';
import { issuesByPath, nestedErrors, type FormValues } from './values';

/**
 * A configuration section's form (002 §4): the section as the server has it (amounts in dollars), the inputs the
 * screen gives as children, the section's own rules checked as one types (contracts/config, the server's), and
 * Submit with its status, messages and the section's change history.
 */
export function SectionForm(props: SectionFormProps) {
  const { section, transform } = props;
  const { say, sayError } = useSectionMessage();
  const read = useQuery({
    queryKey: sectionFormKey(section),
    queryFn: () => panelCall<FormValues>('GET', sectionPath(section)),
    retry: false,
  });
  const submitRef = useRef<(values: FormValues) => void>(() => {});
  const schema = countyConfigSections[section].schema;
  // The server's rules, in the reader's language, under each field (comfort only: the server checks them again).
  const validate = useCallback(
    (values: FormValues) => {
      const issues = issuesByPath(schema, transform ? transform(values) : values);
      return nestedErrors(new Map([...issues].map(([path, text]) => [path, say(text)])));
    },
    [schema, transform, say],
  );
  const record = useMemo(() => read.data?.content ?? undefined, [read.data]);

  if (read.isPending) return <Loading />;
  if (read.error || !record) return <Alert severity="warning">{sayError(read.error)}</Alert>;
  return (
    <Stack spacing={2} sx={{ maxWidth: '100%' }}>
      {read.data.message ? <Alert severity="info">{say(read.data)}</Alert> : null}
      <Form record={record} validate={validate} noValidate onSubmit={(values: FormValues) => submitRef.current(values)}>
        <SectionFormBody {...props} saved={record} submitRef={submitRef} />
      </Form>
    </Stack>
  );
}
