import { Card, CardActions, CardContent, Typography } from '@mui/material';
import { useId, type ReactNode } from 'react';

/** One card of the home page: a region named by its heading. */
export function HomeCard({ title, children, actions }: { title: string; children: ReactNode; actions?: ReactNode }) {
  const headingId = useId();
  return (
    <Card
      component="section"
      aria-labelledby={headingId}
      sx={{ height: '100%', display: 'flex', flexDirection: 'column' }}
    >
      <CardContent sx={{ flex: 1 }}>
        <Typography id={headingId} variant="h6" component="h2" gutterBottom>
          {title}
        </Typography>
        {children}
      </CardContent>
      {actions && <CardActions>{actions}</CardActions>}
    </Card>
  );
}
