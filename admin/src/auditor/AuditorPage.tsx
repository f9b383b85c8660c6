import { useMutation, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Loading, Title, useLocale, usePermissions, useTranslate } from 'react-admin';
import { Alert, Box, Typography } from '@mui/material';
import { NotAllowed } from '../layout/DeadEnd';
import { useShellData } from '../layout/useShellData';
import { useServerSaid } from '../monitoring/useServerSaid';
import { auditorRoles, readView, runCheck } from './api';
import { CheckResult } from './CheckResult';
import { EventTable } from './EventTable';
import { formatters } from './format';
import { StatePanel } from './StatePanel';
import { chosen, type SubjectValues } from './subject';
import { SubjectForm } from './SubjectForm';

/** /auditor: the auditor's view (issue 26), for TRIMIN and COUNTY (the server refuses anyone else). */
export default function AuditorPage() {
  const { permissions, isPending } = usePermissions<string>();
  const { settings } = useShellData();
  if (isPending) return <Loading />;
  if (!permissions || !auditorRoles.includes(permissions)) return <NotAllowed />;
  return settings ? <Auditor role={permissions} timeZone={settings.timeZone} /> : <Loading />;
}

function Auditor({ role, timeZone }: { role: string; timeZone: string }) {
  const translate = useTranslate();
  const f = formatters(useLocale(), timeZone);
  const loading = useServerSaid('auditor.loadFailed');
  const checking = useServerSaid('auditor.checkFailed');
  const [shown, setShown] = useState<ReturnType<typeof chosen> | null>(null);
  const read = useQuery({
    queryKey: ['auditor', shown],
    queryFn: () => readView(shown!.subject!, shown!.asOf),
    enabled: Boolean(shown?.subject),
    retry: false,
  });
  const check = useMutation({ mutationFn: runCheck });
  const onShow = (values: SubjectValues) => {
    setShown(chosen(values, timeZone));
    check.reset();
  };
  const onCheck = (values: SubjectValues) => {
    const { subject } = chosen(values, timeZone);
    if (subject) check.mutate(subject);
  };
  return (
    <Box>
      <Title title={translate('auditor.title')} />
      <Typography sx={{ mb: 2, maxWidth: '60rem' }}>{translate('auditor.explain')}</Typography>
      <SubjectForm role={role} timeZone={timeZone} onShow={onShow} onCheck={onCheck} />
      {check.error ? (
        <Alert severity="error" sx={{ mb: 2 }}>
          {checking.sayError(check.error)}
        </Alert>
      ) : null}
      {check.data?.content ? (
        <CheckResult check={check.data.content} message={checking.say(check.data)} f={f} />
      ) : check.isPending ? (
        <Loading />
      ) : null}
      {read.error ? (
        <Alert severity="error" sx={{ mb: 2 }}>
          {loading.sayError(read.error)}
        </Alert>
      ) : null}
      {read.isFetching ? <Loading /> : null}
      {read.data ? (
        <>
          <StatePanel state={read.data.state} f={f} />
          <EventTable
            title={read.data.kind === 'section' ? translate(`auditor.sections.${read.data.id}`) : read.data.title}
            events={read.data.events}
            f={f}
          />
        </>
      ) : null}
    </Box>
  );
}
