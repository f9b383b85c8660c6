import { Typography } from '@mui/material';
import { useEffect } from 'react';
import { useNavigate, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { queryClient } from '../../lib/query-client';
import { loginStatusQuery } from '../../lib/session';

/**
 * /search/searchHistory/{type}/{n} (001 §2.1, §4.11): 'Loading.....', then the form of that type filled from
 * the n-th recent search (the form reads the entry from the current user's history).
 */
export default function SearchHistoryRoute() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { type, historyNumber } = useParams();
  useEffect(() => {
    let live = true;
    // The history as the server now keeps it, so entry n is the one the list showed.
    void queryClient.refetchQueries({ queryKey: loginStatusQuery.queryKey }).finally(() => {
      if (live) void navigate(`/search/${type}/${historyNumber}`, { replace: true });
    });
    return () => {
      live = false;
    };
  }, [navigate, type, historyNumber]);
  return (
    <Typography role="status" sx={{ p: 2 }}>
      {t('searchForms.loadingHistory')}
    </Typography>
  );
}
