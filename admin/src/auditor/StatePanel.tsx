import { Card, CardContent, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { AuditState } from '@landrecords/contracts/auditor/view';
import type { Formatters } from './format';

/** The subject as of the moment: its fields as the fold of its events until then leaves them, and its balances. */
export function StatePanel({ state, f }: { state: AuditState; f: Formatters }) {
  const translate = useTranslate();
  const title = state.at
    ? translate('auditor.state.titleAt', { moment: f.moment(state.at) })
    : translate('auditor.state.titleNow');
  const balances = state.balances;
  const rows: Array<[string, string, 'balance' | 'field']> = [
    ...(balances
      ? ([
          [translate('auditor.columns.escrow'), f.money(balances.escrowCents), 'balance'],
          [translate('auditor.columns.periodCharges'), f.money(balances.periodChargesCents), 'balance'],
          [translate('auditor.columns.statementBalance'), f.money(balances.statementBalanceCents), 'balance'],
          [
            translate('auditor.columns.images'),
            balances.unlimitedImages ? translate('auditor.unlimited') : String(balances.imagesRemaining),
            'balance',
          ],
        ] as Array<[string, string, 'balance']>)
      : []),
    ...state.fields.map((line): [string, string, 'field'] => [line.field, f.value(line.value), 'field']),
  ];
  return (
    <Card component="section" aria-labelledby="auditor-state-title" sx={{ my: 2 }}>
      <CardContent>
        <Typography id="auditor-state-title" component="h2" variant="h6" gutterBottom>
          {title}
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
          {state.exists
            ? translate('auditor.state.version', { version: state.version })
            : translate('auditor.state.none')}
        </Typography>
        {rows.length > 0 ? (
          <Table size="small" aria-labelledby="auditor-state-title">
            <TableHead>
              <TableRow>
                <TableCell>{translate('auditor.state.field')}</TableCell>
                <TableCell>{translate('auditor.state.value')}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {rows.map(([field, value, kind]) => (
                <TableRow key={`${kind}-${field}`}>
                  <TableCell component="th" scope="row">
                    {kind === 'field' ? <code>{field}</code> : field}
                  </TableCell>
                  <TableCell>{value}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        ) : null}
      </CardContent>
    </Card>
  );
}
