import { createTheme } from '@mui/material/styles';

/** Colours chosen for WCAG AA contrast on white (4.5:1 and more for text). */
export const theme = createTheme({
  palette: {
    primary: { main: '#1f4e79' },
    secondary: { main: '#6b3a00' },
    error: { main: '#b3261e' },
  },
  typography: { fontFamily: 'system-ui, "Segoe UI", Roboto, "Noto Sans", Arial, sans-serif' },
  components: {
    MuiButtonBase: { defaultProps: { disableRipple: false } },
  },
});
