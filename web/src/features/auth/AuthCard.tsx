import { Paper } from '@mui/material';
import type { ReactNode } from 'react';
import { PageTitle } from '../../components/PageTitle';

/** The frame of the session screens: a titled card of readable width. */
export function AuthCard({ title, children, wide = false }: { title: string; children: ReactNode; wide?: boolean }) {
  return (
    <Paper component="section" sx={{ p: 3, maxWidth: wide ? 760 : 480, mx: 'auto' }}>
      <PageTitle>{title}</PageTitle>
      {children}
    </Paper>
  );
}
