import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Loading, Title, usePermissions } from 'react-admin';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { Alert, Box, ToggleButton, ToggleButtonGroup, Typography } from '@mui/material';
import { NotAllowed } from '../layout/DeadEnd';
import { useServerSaid } from '../monitoring/useServerSaid';
import { listSubmissions, reviewFilters, reviewKeys, type ReviewFilter } from './api';
import { useReviewFormat } from './format';
import { isReviewer } from './roles';
import { SubmissionTable } from './SubmissionTable';

const pageSizes = [10, 25, 50] as const;

/** The list's filter, page and page size, kept in the address so Back from a submission returns to them. */
function useListState() {
  const [params, setParams] = useSearchParams();
  const status = reviewFilters.find((filter) => filter === params.get('status')) ?? 'NEW';
  const page = Math.max(1, Number.parseInt(params.get('page') ?? '1', 10) || 1);
  const asked = Number(params.get('pageSize'));
  const pageSize = pageSizes.find((size) => size === asked) ?? 25;
  const set = (next: { status?: ReviewFilter; page?: number; pageSize?: number }) =>
    setParams({
      status: next.status ?? status,
      page: String(next.page ?? page),
      pageSize: String(next.pageSize ?? pageSize),
    });
  return { status, page, pageSize, set };
}

/** /efile/review: the e-file submissions for the recorder (issue 27), for TRIMIN and COUNTY. */
export default function ReviewListPage() {
  const { permissions, isPending } = usePermissions<string>();
  if (isPending) return <Loading />;
  return isReviewer(permissions) ? <ReviewList /> : <NotAllowed />;
}

function ReviewList() {
  const { t } = useTranslation();
  const format = useReviewFormat();
  const { sayError } = useServerSaid('efileReview.loadFailed');
  const { status, page, pageSize, set } = useListState();
  const list = useQuery({
    queryKey: reviewKeys.list(status, page, pageSize),
    queryFn: () => listSubmissions(status, page, pageSize),
    placeholderData: keepPreviousData,
    retry: false,
  });
  return (
    <Box sx={{ pb: 4 }}>
      <Title title={t('efileReview.title')} />
      <Typography sx={{ mb: 2, maxWidth: '60rem' }}>
        {list.data ? t('efileReview.waiting', { count: list.data.newCount }) : t('efileReview.explain')}
      </Typography>
      <Typography id="efile-review-filter" component="span" sx={{ mr: 1.5, fontWeight: 700 }}>
        {t('efileReview.filter.label')}
      </Typography>
      <ToggleButtonGroup
        exclusive
        size="small"
        color="primary"
        value={status}
        aria-labelledby="efile-review-filter"
        onChange={(_event, chosen: ReviewFilter | null) => {
          if (chosen) set({ status: chosen, page: 1 });
        }}
        sx={{ mb: 2, flexWrap: 'wrap' }}
      >
        {reviewFilters.map((filter) => (
          <ToggleButton key={filter} value={filter}>
            {t(`efileReview.filter.${filter}`)}
          </ToggleButton>
        ))}
      </ToggleButtonGroup>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        {t('efileReview.timeZone', { timeZone: format.timeZone })}
      </Typography>
      {list.error ? (
        <Alert severity="error" sx={{ mb: 2 }}>
          {sayError(list.error)}
        </Alert>
      ) : null}
      {list.isPending ? <Loading /> : null}
      {list.data ? (
        <SubmissionTable
          list={list.data}
          status={status}
          format={format}
          pageSizes={pageSizes}
          onPage={(next) => set({ page: next })}
          onPageSize={(size) => set({ pageSize: size, page: 1 })}
        />
      ) : null}
    </Box>
  );
}
