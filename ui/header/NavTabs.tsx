import { Button, Stack } from '@mui/material';
import type { ElementType } from 'react';

/**
 * One tab of the top navigation: its label (translated) and how it links. The portal passes its router's NavLink
 * (`component` and `to`, which marks the current tab `active`); the administration app passes an `href` and says
 * which tab is `current`.
 */
export type NavTab = {
  key: string;
  label: string;
  link: { component?: ElementType; to?: string; href?: string };
  current?: boolean;
};

type Props = {
  /** The navigation landmark's name, translated. */
  label: string;
  tabs: NavTab[];
  /** 'column' in the phone menu, which closes when a link is followed. */
  direction?: 'row' | 'column';
  onNavigate?: () => void;
};

/** The top navigation's row (or the phone menu's column) of links (000 §2), alike in both apps. */
export function NavTabs({ label, tabs, direction = 'row', onNavigate }: Props) {
  const column = direction === 'column';
  return (
    <Stack
      component="nav"
      aria-label={label}
      direction={direction}
      spacing={column ? 0.5 : 1}
      sx={{ px: column ? 0 : 2, pb: 1, alignItems: column ? 'stretch' : undefined }}
      flexWrap="wrap"
    >
      {tabs.map((tab) => (
        <Button
          key={tab.key}
          {...(tab.link as object)}
          className={tab.current ? 'active' : undefined}
          aria-current={tab.current ? 'page' : undefined}
          onClick={onNavigate}
          sx={{
            justifyContent: column ? 'flex-start' : undefined,
            '&.active': { fontWeight: 700, textDecoration: 'underline', textUnderlineOffset: 6 },
          }}
        >
          {tab.label}
        </Button>
      ))}
    </Stack>
  );
}
