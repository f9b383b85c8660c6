import { createTheme } from '@mui/material/styles';

const primary = '#1f4e79';

/**
 * The keyboard focus ring of every control (WCAG 2.4.7, 2.4.11): a white ring inside a dark one, so it shows on
 * the white page, on a filled button and on the dark header alike. Only for keyboard focus (focus-visible).
 */
const focusRing = { outline: 'none', boxShadow: `0 0 0 2px #ffffff, 0 0 0 4px ${primary}` } as const;

/**
 * The theme of the portal and the administration app alike. Colours chosen for WCAG AA contrast on white (4.5:1
 * and more for text).
 */
export const theme = createTheme({
  palette: {
    primary: { main: primary },
    secondary: { main: '#6b3a00' },
    error: { main: '#b3261e' },
  },
  typography: { fontFamily: 'system-ui, "Segoe UI", Roboto, "Noto Sans", Arial, sans-serif' },
  components: {
    MuiButtonBase: {
      defaultProps: { disableRipple: false },
      styleOverrides: { root: { '&.Mui-focusVisible': focusRing } },
    },
    // Contained buttons put their own shadow on focus: the ring replaces it.
    MuiButton: { styleOverrides: { root: { '&.Mui-focusVisible': focusRing } } },
    // Checkboxes, radios and switches: the ring goes round the control, not its hidden input.
    MuiCheckbox: { styleOverrides: { root: { '&.Mui-focusVisible': focusRing } } },
    MuiRadio: { styleOverrides: { root: { '&.Mui-focusVisible': focusRing } } },
    MuiLink: { styleOverrides: { root: { borderRadius: 2, '&:focus-visible': focusRing } } },
  },
});
