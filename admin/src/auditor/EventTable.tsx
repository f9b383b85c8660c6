import { Box, Table, TableBody, TableCell, TableContainer, TableHead, TableRow, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { AuditEvent, AuditLine } from '@landrecords/contracts/auditor/view';
import type { Formatters } from './format';

type Props = { title: string; events: readonly AuditEvent[]; f: Formatters };

const Lines = ({ lines, f }: { lines: readonly AuditLine[]; f: Formatters }) => (
  <Box component="ul" sx={{ m: 0, pl: 2 }}>
    {lines.map((line, index) => (
      <li key={`${line.field}-${index}`}>
        <code>{line.field}</code>: {f.value(line.value)}
      </li>
    ))}
  </Box>
);

/**
 * The subject's events, oldest first: when, which, who (a person, or a system process) and from where, what it
 * carried, the money it names and, where money moves on an account, the balances the account's fold left after it.
 */
export function EventTable({ title, events, f }: Props) {
  const translate = useTranslate();
  const money = events.some((event) => event.balances !== null);
  const heads = [
    'seq',
    'at',
    'type',
    'by',
    'from',
    'details',
    ...(money ? ['amount', 'escrow', 'periodCharges', 'statementBalance', 'images'] : []),
  ];
  const numeric = new Set(['seq', 'amount', 'escrow', 'periodCharges', 'statementBalance', 'images']);
  if (events.length === 0) return <Typography sx={{ my: 2 }}>{translate('auditor.events.none')}</Typography>;
  return (
    // Focusable, so a keyboard can scroll a table wider than the screen (axe: scrollable-region-focusable).
    <TableContainer
      sx={{ my: 2 }}
      tabIndex={0}
      role="region"
      aria-label={translate('auditor.events.caption', { title })}
    >
      <Table size="small" aria-label={translate('auditor.events.caption', { title })}>
        <caption style={{ captionSide: 'top', textAlign: 'start' }}>
          {translate('auditor.events.caption', { title })}
        </caption>
        <TableHead>
          <TableRow>
            {heads.map((head) => (
              <TableCell key={head} align={numeric.has(head) ? 'right' : 'left'}>
                {translate(`auditor.columns.${head}`)}
              </TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {events.map((event) => (
            <TableRow key={event.eventId} hover>
              <TableCell align="right">{event.seq}</TableCell>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>{f.moment(event.at)}</TableCell>
              <TableCell>
                <code>{event.type}</code>
              </TableCell>
              <TableCell>
                {event.username ?? (event.system ? translate('auditor.system', { name: event.system }) : '')}
              </TableCell>
              <TableCell>{event.sourceIp ?? ''}</TableCell>
              <TableCell sx={{ minWidth: '18rem' }}>
                <Lines lines={event.lines} f={f} />
              </TableCell>
              {money ? (
                <>
                  <TableCell align="right">{f.money(event.amountCents)}</TableCell>
                  <TableCell align="right">{f.money(event.balances?.escrowCents)}</TableCell>
                  <TableCell align="right">{f.money(event.balances?.periodChargesCents)}</TableCell>
                  <TableCell align="right">{f.money(event.balances?.statementBalanceCents)}</TableCell>
                  <TableCell align="right">
                    {event.balances
                      ? event.balances.unlimitedImages
                        ? translate('auditor.unlimited')
                        : event.balances.imagesRemaining
                      : ''}
                  </TableCell>
                </>
              ) : null}
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
