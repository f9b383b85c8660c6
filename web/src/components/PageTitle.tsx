import { Typography } from '@mui/material';
import { useEffect, useRef, type ReactNode } from 'react';

let firstScreen = true;

/**
 * A screen's heading: the page's one h1, given focus when a client-side navigation opens the screen so a screen
 * reader announces the new page. The first screen of a page load keeps the browser's own start, where the first
 * Tab reaches the skip link.
 */
export function PageTitle({ children }: { children: ReactNode }) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (firstScreen) {
      firstScreen = false;
      return;
    }
    heading.current?.focus({ preventScroll: true });
  }, []);
  return (
    <Typography ref={heading} tabIndex={-1} variant="h4" component="h1" sx={{ mb: 2, outline: 'none' }}>
      {children}
    </Typography>
  );
}
