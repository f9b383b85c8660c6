import { Typography } from '@mui/material';
import { useEffect, useRef, type ReactNode } from 'react';
import { useNavigationType } from 'react-router';
import { useDocumentTitle } from '@landrecords/ui/document-title';

export { useDocumentTitle } from '@landrecords/ui/document-title';

/**
 * A screen's heading: the page's one h1, given focus when a link or a redirect inside the portal opened the
 * screen, so a screen reader announces the new page. A page load (or back and forward) keeps the browser's own
 * focus, where the first Tab reaches the skip link. A text heading is also the document's title (WCAG 2.4.2);
 * give `documentTitle` when the heading is not plain text.
 */
export function PageTitle({ children, documentTitle }: { children: ReactNode; documentTitle?: string }) {
  const heading = useRef<HTMLHeadingElement>(null);
  useDocumentTitle(documentTitle ?? (typeof children === 'string' ? children : null));
  const navigationType = useNavigationType();
  useEffect(() => {
    if (navigationType !== 'POP') heading.current?.focus({ preventScroll: true });
  }, [navigationType]);
  return (
    <Typography ref={heading} tabIndex={-1} variant="h4" component="h1" sx={{ mb: 2, outline: 'none' }}>
      {children}
    </Typography>
  );
}
