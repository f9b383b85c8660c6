import { Box, List, ListItem, ListItemButton, ListItemText, TextField, useMediaQuery, useTheme } from '@mui/material';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import type { ReportScreen } from './reportScreens';

type Props = { screens: readonly ReportScreen[]; current: string | undefined };

const hrefOf = (path: string) => `/reports/${path}`;

/**
 * The reports the county offers this user (002 §2.2), the one shown marked as the current page; on a phone, one
 * select of the same entries.
 */
export function ReportsNav({ screens, current }: Props) {
  const { t } = useTranslation();
  const theme = useTheme();
  const narrow = useMediaQuery(theme.breakpoints.down('md'), { noSsr: true });
  const navigate = useNavigate();
  const selectId = useId();
  if (narrow) {
    return (
      <Box component="nav" aria-label={t('reports.nav.label')} sx={{ mb: 2 }}>
        <TextField
          select
          id={selectId}
          label={t('reports.nav.choose')}
          value={current ?? ''}
          onChange={(event) => void navigate(hrefOf(event.target.value))}
          slotProps={{ select: { native: true } }}
          fullWidth
          size="small"
        >
          {current ? null : <option value="" />}
          {screens.map((screen) => (
            <option key={screen.path} value={screen.path}>
              {t(`reports.titles.${screen.path}`)}
            </option>
          ))}
        </TextField>
      </Box>
    );
  }
  return (
    <Box
      component="nav"
      aria-label={t('reports.nav.label')}
      sx={{ width: '15rem', flex: 'none', borderInlineEnd: 1, borderColor: 'divider', pr: 1 }}
    >
      <List dense>
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
                <ListItemText
                  primary={t(`reports.titles.${screen.path}`)}
                  slotProps={{ primary: { variant: 'body2' } }}
                />
              </ListItemButton>
            </ListItem>
          );
        })}
      </List>
    </Box>
  );
}
