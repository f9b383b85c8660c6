import { AppBar, Box, Container, CssBaseline, Toolbar, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';

export function App() {
  const { t } = useTranslation();
  return (
    <>
      <CssBaseline />
      <AppBar position="static">
        <Toolbar>
          <Typography variant="h6" component="h1">
            {t('app.title')}
          </Typography>
        </Toolbar>
      </AppBar>
      <Container component="main" maxWidth="md">
        <Box sx={{ my: 4 }}>
          <Typography paragraph>{t('app.comingSoon')}</Typography>
          <Typography>{t('app.status', { path: '/api/health' })}</Typography>
        </Box>
      </Container>
    </>
  );
}
