import { Link, Paper, Typography } from '@mui/material';
import { useEffect, useRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { CurrentUser } from '@landrecords/contracts/auth/current-user';
import { useDocumentTitle } from '../../components/PageTitle';

/** What the login page gives the step after the password, enrolment or code alike. */
export type SecondStepProps = {
  ticket: string;
  username: string;
  onSignedIn: (user: CurrentUser) => Promise<void>;
  /** Back to the password form, with the reason when the server ended the step. */
  onStartOver: (reason?: string) => void;
};

type Props = {
  title: string;
  children: ReactNode;
  /** Back to the password form: a new sign-in, with a new ticket. */
  onStartOver?: () => void;
  /** Whether the heading takes the focus when the step opens (else the step focuses its own field). */
  focusTitle?: boolean;
  wide?: boolean;
};

/**
 * The frame of a step after the password (issue 28): a titled card, whose heading is the page's h1 and the
 * document's title. The step replaces the login form without a navigation, so the heading (or the step's field)
 * is focused here for a screen reader to announce the new step.
 */
export function SecondStepCard({ title, children, onStartOver, focusTitle = true, wide = false }: Props) {
  const { t } = useTranslation();
  const heading = useRef<HTMLHeadingElement>(null);
  useDocumentTitle(title);
  useEffect(() => {
    if (focusTitle) heading.current?.focus({ preventScroll: false });
  }, [focusTitle, title]);
  return (
    <Paper
      component="section"
      aria-labelledby="second-step-title"
      sx={{ p: { xs: 2, sm: 3 }, maxWidth: wide ? 760 : 480, mx: 'auto' }}
    >
      <Typography
        id="second-step-title"
        ref={heading}
        tabIndex={-1}
        variant="h4"
        component="h1"
        sx={{ mb: 2, outline: 'none' }}
      >
        {title}
      </Typography>
      {children}
      {onStartOver && (
        <Link component="button" type="button" variant="body2" onClick={onStartOver} sx={{ mt: 3, display: 'block' }}>
          {t('secondStep.startOver')}
        </Link>
      )}
    </Paper>
  );
}
