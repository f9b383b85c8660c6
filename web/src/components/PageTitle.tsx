import { Typography } from '@mui/material';
import { useEffect, useRef, type ReactNode } from 'react';

/**
 * A screen's heading: the page's one h1, given focus when the screen opens so a screen reader announces the new
 * page after a client-side navigation.
 */
export function PageTitle({ children }: { children: ReactNode }) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    heading.current?.focus({ preventScroll: true });
  }, []);
  return (
    <Typography ref={heading} tabIndex={-1} variant="h4" component="h1" sx={{ mb: 2, outline: 'none' }}>
      {children}
    </Typography>
  );
}
