import { Button, Stack } from '@mui/material';
import { NavLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { CurrentUser } from '@landrecords/contracts/auth/current-user';

const paths: Record<string, string> = {
  home: '/home',
  efile: '/efile',
  search: '/search',
  reports: '/reports',
  userManager: '/userManager',
  controlPanel: '/controlPanel',
};

/**
 * The top navigation (000 §2): the server's tab list for a signed-in user (by role, e-file when offered);
 * home, e-file when offered and search for a visitor.
 */
type Props = {
  user: CurrentUser | null;
  efile: boolean;
  /** 'column' in the phone menu, which closes when a link is followed. */
  direction?: 'row' | 'column';
  onNavigate?: () => void;
};

export function TopNav({ user, efile, direction = 'row', onNavigate }: Props) {
  const { t } = useTranslation();
  const tabs = user ? user.tabList : ['home', ...(efile ? ['efile'] : []), 'search'];
  const column = direction === 'column';
  return (
    <Stack
      component="nav"
      aria-label={t('nav.label')}
      direction={direction}
      spacing={column ? 0.5 : 1}
      sx={{ px: column ? 0 : 2, pb: 1, alignItems: column ? 'stretch' : undefined }}
      flexWrap="wrap"
    >
      {tabs
        .filter((tab) => paths[tab])
        .map((tab) => (
          <Button
            key={tab}
            component={NavLink}
            to={paths[tab]!}
            onClick={onNavigate}
            sx={{
              justifyContent: column ? 'flex-start' : undefined,
              '&.active': { fontWeight: 700, textDecoration: 'underline', textUnderlineOffset: 6 },
            }}
          >
            {t(`nav.${tab}`)}
          </Button>
        ))}
    </Stack>
  );
}
