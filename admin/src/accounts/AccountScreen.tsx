import type { ReactNode } from 'react';
import { Link, useParams } from 'react-router';
import { Loading, Title, useTranslate } from 'react-admin';
import { Alert, Box, Card, CardContent, Link as MuiLink } from '@mui/material';
import { useAccountPaths } from './useAccountPaths';

/** The id and name of `<screen>/{id}/{name}` (002 §2.4 "Other account screens"). */
export function useAccountParams(): { id: number; name: string } {
  const params = useParams();
  return { id: Number(params.id), name: params.name ?? '' };
}

type Props = {
  /** The screen's catalog key: its heading and the page title. */
  title: string;
  loading?: boolean;
  /** A load that failed: the server's message, as a warning (002 §8). */
  error?: string | null;
  children?: ReactNode;
};

/** One account screen: its title with the account's name (the layout's page heading), a way back to the list, then its form. */
export function AccountScreen({ title, loading = false, error = null, children }: Props) {
  const translate = useTranslate();
  const { name } = useAccountParams();
  const paths = useAccountPaths();
  const heading = translate(title, { name });
  return (
    <Box>
      <Title title={heading} />
      <Card>
        <CardContent>
          <MuiLink component={Link} to={paths.list()} sx={{ display: 'inline-block', mb: 2 }}>
            {translate('accounts.screen.backToList')}
          </MuiLink>
          {error ? (
            <Alert severity="warning" sx={{ mb: 2 }}>
              {error}
            </Alert>
          ) : null}
          {loading ? <Loading /> : children}
        </CardContent>
      </Card>
    </Box>
  );
}
