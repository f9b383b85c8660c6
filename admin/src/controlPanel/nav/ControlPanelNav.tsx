import {
  Box,
  List,
  ListItem,
  ListItemButton,
  ListItemText,
  ListSubheader,
  TextField,
  useMediaQuery,
  useTheme,
} from '@mui/material';
import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import type { NavGroup } from './navGroups';

type Props = { groups: NavGroup[]; current: string | undefined };

const hrefOf = (path: string) => `/controlPanel/${path}`;

/**
 * The control panel's side navigation (002 §2.4) in its groups; the screen shown is marked as the current page.
 * On a phone, one select of the same entries in the same groups.
 */
export function ControlPanelNav({ groups, current }: Props) {
  const { t } = useTranslation();
  const theme = useTheme();
  const narrow = useMediaQuery(theme.breakpoints.down('md'), { noSsr: true });
  const navigate = useNavigate();
  const selectId = useId();
  if (narrow) {
    return (
      <Box component="nav" aria-label={t('controlPanel.nav.label')} sx={{ mb: 2 }}>
        <TextField
          select
          id={selectId}
          label={t('controlPanel.nav.choose')}
          value={current ?? ''}
          onChange={(event) => void navigate(hrefOf(event.target.value))}
          slotProps={{ select: { native: true } }}
          fullWidth
          size="small"
        >
          {current ? null : <option value="" />}
          {groups.map(({ group, screens }) => (
            <optgroup key={group} label={t(`controlPanel.nav.groups.${group}`)}>
              {screens.map((screen) => (
                <option key={screen.path} value={screen.path}>
                  {t(screen.label)}
                </option>
              ))}
            </optgroup>
          ))}
        </TextField>
      </Box>
    );
  }
  return (
    <Box
      component="nav"
      aria-label={t('controlPanel.nav.label')}
      sx={{ width: '15rem', flex: 'none', borderInlineEnd: 1, borderColor: 'divider', pr: 1 }}
    >
      {groups.map(({ group, screens }) => (
        <NavGroupList key={group} label={t(`controlPanel.nav.groups.${group}`)}>
          {screens.map((screen) => {
            const here = screen.path === current;
            return (
              <ListItem key={screen.path} disablePadding>
                <ListItemButton
                  component={Link}
                  to={hrefOf(screen.path)}
                  selected={here}
                  aria-current={here ? 'page' : undefined}
                  sx={{ py: 0.25, borderRadius: 1 }}
                >
                  <ListItemText primary={t(screen.label)} slotProps={{ primary: { variant: 'body2' } }} />
                </ListItemButton>
              </ListItem>
            );
          })}
        </NavGroupList>
      ))}
    </Box>
  );
}

function NavGroupList({ label, children }: { label: string; children: ReactNode }) {
  const labelId = useId();
  return (
    <List
      dense
      aria-labelledby={labelId}
      subheader={
        <ListSubheader id={labelId} disableSticky sx={{ lineHeight: 2.5, fontWeight: 700, color: 'text.primary' }}>
          {label}
        </ListSubheader>
      }
    >
      {children}
    </List>
  );
}
