import { Alert, Card, CardContent, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { AuditCheck } from '@landrecords/contracts/auditor/view';
import type { Formatters } from './format';

type Props = { check: AuditCheck; message: string; f: Formatters };

const columns = ['readModel', 'key', 'field', 'replayed', 'readModelValue'] as const;

/** The replay check's outcome: agreement, or each difference between a read model and the replay of the log. */
export function CheckResult({ check, message, f }: Props) {
  const translate = useTranslate();
  return (
    <Card component="section" aria-labelledby="auditor-check-title" sx={{ my: 2 }}>
      <CardContent>
        <Typography id="auditor-check-title" component="h2" variant="h6" gutterBottom>
          {translate('auditor.checkResult.title')}
        </Typography>
        <Alert severity={check.agrees ? 'success' : 'error'} role="status" sx={{ mb: 1 }}>
          {message}
        </Alert>
        <Typography variant="body2" color="text.secondary">
          {translate('auditor.checkResult.readModels', { names: check.readModels.join(', ') })}
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
          {check.chainHead
            ? translate('auditor.checkResult.chainHead', { head: check.chainHead })
            : translate('auditor.checkResult.notChained')}
        </Typography>
        {check.differences.length > 0 ? (
          <Table size="small" aria-labelledby="auditor-check-title">
            <TableHead>
              <TableRow>
                {columns.map((column) => (
                  <TableCell key={column}>{translate(`auditor.checkResult.columns.${column}`)}</TableCell>
                ))}
              </TableRow>
            </TableHead>
            <TableBody>
              {check.differences.map((difference, index) => (
                <TableRow key={`${difference.readModel}-${difference.key}-${difference.field}-${index}`}>
                  <TableCell>
                    <code>{difference.readModel}</code>
                  </TableCell>
                  <TableCell>{difference.key}</TableCell>
                  <TableCell>
                    <code>{difference.field}</code>
                  </TableCell>
                  <TableCell>{f.value(difference.replayed)}</TableCell>
                  <TableCell>{f.value(difference.readModelValue)}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        ) : null}
      </CardContent>
    </Card>
  );
}
