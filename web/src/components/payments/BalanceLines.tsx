import { Box, Typography } from '@mui/material';
import type { ReactNode } from 'react';

export type BalanceLine = { label: string; value: string; strong?: boolean };

/** A dialog's balance lines (beginning balance, ending balance...): a term and its value on one row. */
export function BalanceLines({ lines }: { lines: BalanceLine[] }) {
  return (
    <Box component="dl" sx={{ display: 'grid', gridTemplateColumns: '1fr auto', columnGap: 2, rowGap: 0.5, my: 1 }}>
      {lines.map((line) => (
        <Row key={line.label} label={line.label} strong={line.strong}>
          {line.value}
        </Row>
      ))}
    </Box>
  );
}

function Row({ label, strong, children }: { label: string; strong?: boolean; children: ReactNode }) {
  const weight = strong ? 700 : 400;
  return (
    <>
      <Typography component="dt" sx={{ fontWeight: weight }}>
        {label}
      </Typography>
      <Typography component="dd" sx={{ m: 0, textAlign: 'right', fontWeight: weight }}>
        {children}
      </Typography>
    </>
  );
}
