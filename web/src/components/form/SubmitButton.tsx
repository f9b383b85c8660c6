import { Button, type ButtonProps } from '@mui/material';

/**
 * A form's submit button that stays focusable while the form is sent: a disabled button drops the keyboard focus
 * to the page's body, so a failed attempt would leave the user nowhere. aria-disabled tells it is busy; the
 * form's single-submit handler ignores a second press.
 */
export function SubmitButton({ busy, children, ...props }: ButtonProps & { busy: boolean }) {
  return (
    <Button type="submit" variant="contained" aria-disabled={busy || undefined} {...props}>
      {children}
    </Button>
  );
}
