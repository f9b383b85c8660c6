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
import { Link, useNavigate } from 'react-router';

/** An entry of a side navigation: its path (the select's value) and its words, translated. */
export type SideNavEntry = { path: string; label: string };
/** Entries under a heading; a group without one is listed bare. */
export type SideNavGroup = { key: string; label?: string; entries: readonly SideNavEntry[] };

type Props = {
  /** The navigation's accessible name, and the phone's select's label. */
  label: string;
  chooseLabel: string;
  groups: readonly SideNavGroup[];
  current: string | undefined;
  hrefOf: (path: string) => string;
};

/**
 * A screen's side navigation (the control panel's sections, the reports): its entries in their groups, the one
 * shown marked as the current page; on a phone, one select of the same entries in the same groups.
 */
export function SideNav({ label, chooseLabel, groups, current, hrefOf }: Props) {
  const theme = useTheme();
  const narrow = useMediaQuery(theme.breakpoints.down('md'), { noSsr: true });
  const navigate = useNavigate();
  const selectId = useId();
  const options = (entries: readonly SideNavEntry[]) =>
    entries.map((entry) => (
      <option key={entry.path} value={entry.path}>
        {entry.label}
      </option>
    ));
  if (narrow) {
    return (
      <Box component="nav" aria-label={label} sx={{ mb: 2 }}>
        <TextField
          select
          id={selectId}
          label={chooseLabel}
          value={current ?? ''}
          onChange={(event) => void navigate(hrefOf(event.target.value))}
          slotProps={{ select: { native: true } }}
          fullWidth
          size="small"
        >
          {current ? null : <option value="" />}
          {groups.map((group) =>
            group.label ? (
              <optgroup key={group.key} label={group.label}>
                {options(group.entries)}
              </optgroup>
            ) : (
              options(group.entries)
            ),
          )}
        </TextField>
      </Box>
    );
  }
  return (
    <Box
      component="nav"
      aria-label={label}
      sx={{ width: '15rem', flex: 'none', borderInlineEnd: 1, borderColor: 'divider', pr: 1 }}
    >
      {groups.map((group) => (
        <GroupList key={group.key} label={group.label}>
          {group.entries.map((entry) => {
            const here = entry.path === current;
            return (
              <ListItem key={entry.path} disablePadding>
                <ListItemButton
                  component={Link}
                  to={hrefOf(entry.path)}
                  selected={here}
                  aria-current={here ? 'page' : undefined}
                  sx={{ py: 0.25, borderRadius: 1 }}
                >
                  <ListItemText primary={entry.label} slotProps={{ primary: { variant: 'body2' } }} />
                </ListItemButton>
              </ListItem>
            );
          })}
        </GroupList>
      ))}
    </Box>
  );
}

function GroupList({ label, children }: { label: string | undefined; children: ReactNode }) {
  const labelId = useId();
  if (!label) return <List dense>{children}</List>;
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
