import { Box, Paper, Stack, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { LinkList } from '../../components/LinkList';
import { Slides } from '../../components/Slides';
import { loginPageLatestNews, loginPageLinks, loginPageSlides } from './api';

/** What the county puts beside the login form: its slides, latest news and links (002 §3 Home selections). */
export function LoginPageNews() {
  const { t } = useTranslation();
  const slides = useQuery({ queryKey: ['loginPageSlides'], queryFn: loginPageSlides });
  const news = useQuery({ queryKey: ['loginPageLatestNews'], queryFn: loginPageLatestNews });
  const links = useQuery({ queryKey: ['loginPageLinks'], queryFn: loginPageLinks });
  const paragraphs = news.data?.paragraphs ?? [];
  const shownLinks = links.data?.paragraphs ?? [];
  return (
    <Stack spacing={2}>
      <Slides count={slides.data?.numberOfSlides ?? 0} />
      {paragraphs.length > 0 && (
        <Paper component="section" aria-labelledby="login-news" sx={{ p: 2 }}>
          <Typography id="login-news" variant="h6" component="h2">
            {t('home.latestNews')}
          </Typography>
          {paragraphs.map((paragraph, index) => (
            <Box key={index} sx={{ mt: 1 }}>
              <Typography variant="subtitle1" component="h3">
                {paragraph.heading}
              </Typography>
              <Typography sx={{ whiteSpace: 'pre-line' }}>{paragraph.paragraphContent}</Typography>
            </Box>
          ))}
        </Paper>
      )}
      {shownLinks.length > 0 && (
        <Paper component="section" aria-labelledby="login-links" sx={{ p: 2 }}>
          <Typography id="login-links" variant="h6" component="h2">
            {t('home.links')}
          </Typography>
          <LinkList links={shownLinks} />
        </Paper>
      )}
    </Stack>
  );
}
