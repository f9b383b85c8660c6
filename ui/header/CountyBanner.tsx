import { Box, Typography } from '@mui/material';

type Props = {
  /** The county's name from its settings; blank until they are read. */
  countyName: string | undefined;
  /** The county's application title (000 §1: 'Land Record Portal' unless changed). */
  appTitle: string;
  /** One short line each, for a phone's bar. */
  compact?: boolean;
};

/** The header's county name and application title (000 §2), the same in the portal and the administration app. */
export function CountyBanner({ countyName, appTitle, compact = false }: Props) {
  if (compact) {
    return (
      <Box sx={{ flex: '1 1 auto', minWidth: 0 }}>
        <Typography variant="caption" component="p" color="text.secondary" noWrap>
          {countyName}
        </Typography>
        <Typography component="p" sx={{ fontWeight: 500, lineHeight: 1.2 }} noWrap>
          {appTitle}
        </Typography>
      </Box>
    );
  }
  return (
    <Box sx={{ flex: '1 1 auto', minWidth: 200 }}>
      <Typography variant="subtitle2" component="p" color="text.secondary">
        {countyName}
      </Typography>
      <Typography variant="h6" component="p" sx={{ lineHeight: 1.2 }}>
        {appTitle}
      </Typography>
    </Box>
  );
}

/** The name the header greets a user by. */
export const greetingName = (user: { firstName: string; lastName: string }) =>
  `${user.firstName} ${user.lastName}`.trim();
