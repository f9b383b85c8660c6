import { alpha, Box } from '@mui/material';

/**
 * "Skip to main content" (WCAG 2.4.1): hidden until focused, it moves the focus to #main. A plain anchor styled as
 * the theme's Link (MUI's Link would come with the first screen's script); its click moves the focus itself, as
 * "#main" would load the base page in the portal (its <base href>) and be a hash route in the admin app.
 */
export function SkipLink({ text }: { text: string }) {
  return (
    <Box
      component="a"
      href="#main"
      onClick={(event) => {
        event.preventDefault();
        document.getElementById('main')?.focus();
      }}
      sx={{
        position: 'absolute',
        left: 8,
        top: -48,
        zIndex: 2000,
        p: 1,
        bgcolor: 'background.paper',
        color: 'primary.main',
        textDecoration: 'underline',
        textDecorationColor: (theme) => alpha(theme.palette.primary.main, 0.4),
        borderRadius: '2px',
        '&:focus': { top: 8 },
        '&:focus-visible': {
          outline: 'none',
          boxShadow: (theme) => `0 0 0 2px #ffffff, 0 0 0 4px ${theme.palette.primary.main}`,
        },
      }}
    >
      {text}
    </Box>
  );
}
