import { Box, Typography } from '@mui/material';
import type { ReactNode } from 'react';

/** A detail's label/value pairs as a description list; empty values are left out. */
export function Fields({ items }: { items: [label: string, value: ReactNode][] }) {
  const shown = items.filter(([, value]) => value !== '' && value !== null && value !== undefined);
  return (
    <Box
      component="dl"
      sx={{ display: 'grid', gridTemplateColumns: 'max-content 1fr', columnGap: 2, rowGap: 0.5, m: 0, mt: 1 }}
    >
      {shown.map(([label, value]) => (
        <Box key={label} sx={{ display: 'contents' }}>
          <Typography component="dt" variant="body2" sx={{ fontWeight: 600 }}>
            {label}
          </Typography>
          <Typography component="dd" variant="body2" sx={{ m: 0, overflowWrap: 'anywhere' }}>
            {value}
          </Typography>
        </Box>
      ))}
    </Box>
  );
}
