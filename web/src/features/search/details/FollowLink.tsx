import { Link } from '@mui/material';
import type { ReactNode } from 'react';

/** A detail's link that starts a follow-up search (001 §4.5). */
export function FollowLink({ onClick, children, label }: { onClick: () => void; children: ReactNode; label?: string }) {
  return (
    <Link
      component="button"
      type="button"
      variant="body2"
      onClick={onClick}
      aria-label={label}
      sx={{ textAlign: 'left' }}
    >
      {children}
    </Link>
  );
}
