import { AppBar, Box, Stack, Toolbar } from '@mui/material';
import type { ReactNode } from 'react';

type Props = {
  /** The phone's short bar: the banner and the menu button only. */
  compact: boolean;
  /** The CountyBanner. */
  banner: ReactNode;
  /** Wide: the greeting and the account's buttons, beside the banner. */
  account?: ReactNode;
  /** Wide: the vendor's logo, already translated. */
  logo: { src: string; alt: string };
  /** Under the bar: a notice such as the lockout headline. */
  notice?: ReactNode;
  /** Wide: the top navigation. */
  nav?: ReactNode;
  /** Phone: the button that opens the menu holding the rest. */
  menu?: ReactNode;
};

/**
 * The header of 000 §2 as both apps draw it: county and title, the greeting and account buttons, the vendor logo
 * and the navigation; on a phone the banner and one Menu button, so the header keeps to one short bar.
 */
export function HeaderBar({ compact, banner, account, logo, notice, nav, menu }: Props) {
  if (compact) {
    return (
      <AppBar position="static" color="default" elevation={1} component="header">
        <Toolbar sx={{ gap: 1, py: 0.5, minHeight: 56 }}>
          {banner}
          {menu}
        </Toolbar>
        {notice}
      </AppBar>
    );
  }
  return (
    <AppBar position="static" color="default" elevation={1} component="header">
      <Toolbar sx={{ flexWrap: 'wrap', gap: 2, py: 1 }}>
        {banner}
        {account && (
          <Stack direction="row" spacing={2} alignItems="center" flexWrap="wrap" useFlexGap>
            {account}
          </Stack>
        )}
        <Box component="img" src={logo.src} alt={logo.alt} sx={{ height: 32, width: 'auto' }} />
      </Toolbar>
      {notice}
      {nav}
    </AppBar>
  );
}
