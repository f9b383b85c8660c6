import { Box, Button, Stack } from '@mui/material';
import { useMemo } from 'react';
import { BooleanInput, Form, TextInput, useTranslate } from 'react-admin';
import { useFormContext, useWatch } from 'react-hook-form';
import type { ReportLists } from '@landrecords/contracts/reports/lists';
import {
  reportCriteriaDefaults,
  reportCriteriaSchema,
  reportOrders,
  type ReportCall,
} from '@landrecords/contracts/reports/criteria';
import { todayIn } from '@landrecords/contracts/validation/dates';
import { AccountLookupInput, UserLookupInput } from '../lookups';
import { ChoiceInput, type Choice } from './ChoiceInput';
import { criteriaResolver } from './criteriaResolver';
import { DateTimeInputs } from './DateTimeInputs';
import { NameOfChoice } from './NameOfChoice';
import type { ReportScreen } from './reportScreens';
import { ReportRunStatus } from './ReportRunStatus';
import { useReportMessage } from './useReportMessage';
import { useReportRun } from './useReportRun';

type Values = Record<string, unknown>;

type Props = { screen: ReportScreen; lists: ReportLists; timeZone: string };

/** 002 §9's criteria, with the lookups' own fields (the chosen account's and user's ids) empty. */
const defaultsOf = (timeZone: string): Values => ({
  ...reportCriteriaDefaults(todayIn(timeZone)),
  statementNumber: '',
  accountId: null,
  userId: null,
});

/**
 * A report's criteria (002 §2.2, §3, §9) with PDF, Excel and Clear: the fields this report asks for, the lists
 * the caller may use (002 §6), the rules of contracts/reports checked as the server checks them (002 §5).
 */
export function ReportForm({ screen, lists, timeZone }: Props) {
  const { say } = useReportMessage();
  const runner = useReportRun();
  // Today is the county's: a form left open past midnight asks again on Clear.
  const defaults = useMemo(() => defaultsOf(timeZone), [timeZone]);
  const resolver = useMemo(
    () => criteriaResolver<Values>(reportCriteriaSchema(todayIn(timeZone)), (text) => say(text)),
    [timeZone, say],
  );
  const run = (call: ReportCall, criteria: Values) => {
    const format = call === screen.excel ? 'xlsx' : 'pdf';
    void runner.run(call, criteria, `${screen.path}.${format}`);
  };
  return (
    <Form
      defaultValues={defaults}
      resolver={resolver}
      onSubmit={(values: Values) => run(screen.pdf, values)}
      noValidate
    >
      <Stack spacing={2} sx={{ maxWidth: '60rem' }}>
        <DateTimeInputs end="from" />
        <DateTimeInputs end="to" />
        <ReportFields screen={screen} lists={lists} />
        <ReportButtons
          screen={screen}
          busy={runner.running}
          onExcel={(values) => run(screen.excel!, values)}
          onClear={runner.clearOutcome}
          timeZone={timeZone}
        />
        <ReportRunStatus
          running={runner.running}
          cancelling={runner.cancelling}
          progress={runner.progress}
          outcome={runner.outcome}
          onCancel={() => void runner.cancel()}
        />
      </Stack>
    </Form>
  );
}

/** The criteria after the dates, those of this report that the caller may set, in the spec's order. */
function ReportFields({ screen, lists }: { screen: ReportScreen; lists: ReportLists }) {
  const translate = useTranslate();
  const accountId = useWatch({ name: 'accountId' }) as number | null | undefined;
  const has = (field: ReportScreen['fields'][number]) => screen.fields.includes(field);
  const listOf = (kind: 'logTypes' | 'transactionTypes' | 'dataSources'): Choice[] =>
    lists[kind].map(({ code, description }) => ({
      id: code,
      name: translate(`reports.${kind}.${code}`, { _: description }),
    }));
  const accounts: Choice[] = [
    { id: '', name: translate('reports.fields.allAccounts') },
    ...lists.accounts.map((account) => ({ id: account.name, name: account.name })),
  ];
  return (
    <Box
      sx={{
        display: 'grid',
        gridTemplateColumns: { xs: 'minmax(0, 22rem)', md: 'repeat(2, 22rem)' },
        columnGap: 3,
        rowGap: 2,
        alignItems: 'start',
      }}
    >
      {has('account') && lists.chooseAccount ? (
        <Box>
          <AccountLookupInput source="accountId" label="reports.fields.accountName" />
          <NameOfChoice idSource="accountId" resource="accounts" nameSource="accountName" nameField="name" />
        </Box>
      ) : null}
      {has('account') && !lists.chooseAccount && lists.accounts.length > 1 ? (
        <ChoiceInput source="accountName" label="reports.fields.accountName" choices={accounts} />
      ) : null}
      {has('username') ? (
        <Box>
          <UserLookupInput source="userId" label="reports.fields.username" accountId={accountId ?? undefined} />
          <NameOfChoice idSource="userId" resource="users" nameSource="username" nameField="username" />
        </Box>
      ) : null}
      {has('statementNumber') ? (
        <TextInput
          source="statementNumber"
          label="reports.fields.statementNumber"
          helperText={false}
          size="small"
          margin="none"
          fullWidth
          slotProps={{ htmlInput: { inputMode: 'numeric', autoComplete: 'off' } }}
        />
      ) : null}
      {has('logInformation') ? (
        <ChoiceInput source="logInformation" label="reports.fields.logInformation" choices={listOf('logTypes')} />
      ) : null}
      {has('transactionType') ? (
        <ChoiceInput
          source="transactionType"
          label="reports.fields.transactionType"
          choices={listOf('transactionTypes')}
        />
      ) : null}
      {has('orderBy') ? (
        <ChoiceInput
          source="orderBy"
          label="reports.fields.orderBy"
          choices={reportOrders.map((order) => ({ id: order, name: `reports.orderBy.${order}` }))}
          translateChoices
        />
      ) : null}
      {has('dataSource') && lists.chooseDataSource ? (
        <ChoiceInput source="dataSource" label="reports.fields.dataSource" choices={listOf('dataSources')} />
      ) : null}
      {has('summaryMode') ? (
        <BooleanInput source="summaryMode" label="reports.fields.summaryMode" helperText={false} />
      ) : null}
    </Box>
  );
}

type ButtonsProps = {
  screen: ReportScreen;
  busy: boolean;
  onExcel: (values: Values) => void;
  onClear: () => void;
  timeZone: string;
};

/** PDF (the form's submit), Excel (not on the account type report) and Clear (back to 002 §9's defaults). */
function ReportButtons({ screen, busy, onExcel, onClear, timeZone }: ButtonsProps) {
  const translate = useTranslate();
  const { handleSubmit, reset } = useFormContext<Values>();
  return (
    <Stack direction="row" spacing={1}>
      <Button type="submit" variant="contained" disabled={busy}>
        {translate('reports.pdf')}
      </Button>
      {screen.excel ? (
        <Button variant="contained" disabled={busy} onClick={() => void handleSubmit(onExcel)()}>
          {translate('reports.excel')}
        </Button>
      ) : null}
      <Button
        variant="outlined"
        onClick={() => {
          reset(defaultsOf(timeZone));
          onClear();
        }}
      >
        {translate('reports.clear')}
      </Button>
    </Stack>
  );
}
