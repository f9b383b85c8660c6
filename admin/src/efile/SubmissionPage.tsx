import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Loading, Title, usePermissions } from 'react-admin';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useParams } from 'react-router';
import { Alert, Box, Button, Link, Paper, Stack, Typography } from '@mui/material';
import type { EfileRejectionReason, EfileReviewDetail } from '@landrecords/contracts/efile/review';
import type { Envelope } from '@landrecords/contracts/envelope';
import { NotAllowed } from '../layout/DeadEnd';
import { useServerSaid } from '../monitoring/useServerSaid';
import { AcceptDialog } from './AcceptDialog';
import { acceptSubmission, readSubmission, rejectSubmission, reviewKeys } from './api';
import { DocumentViewer } from './DocumentViewer';
import { useReviewFormat } from './format';
import { RejectDialog } from './RejectDialog';
import { isReviewer } from './roles';
import { StatusChip } from './StatusChip';
import { SubmissionFacts } from './SubmissionFacts';
import { SubmissionSteps } from './SubmissionSteps';

/** /efile/review/{submissionId}: one submission, its document page by page, and the recorder's decision. */
export default function SubmissionPage() {
  const { permissions, isPending } = usePermissions<string>();
  const { submissionId = '' } = useParams();
  if (isPending) return <Loading />;
  return isReviewer(permissions) ? <Submission key={submissionId} submissionId={submissionId} /> : <NotAllowed />;
}

type Decision = { kind: 'accept'; note: string } | { kind: 'reject'; reason: EfileRejectionReason; note: string };

function Submission({ submissionId }: { submissionId: string }) {
  const { t } = useTranslation();
  const format = useReviewFormat();
  const queryClient = useQueryClient();
  const { say, sayError } = useServerSaid('efileReview.decisionFailed');
  const loading = useServerSaid('efileReview.loadFailed');
  const [asking, setAsking] = useState<'accept' | 'reject' | null>(null);
  const [said, setSaid] = useState<string | null>(null);
  const detail = useQuery({
    queryKey: reviewKeys.detail(submissionId),
    queryFn: () => readSubmission(submissionId),
    retry: false,
  });
  const decide = useMutation({
    mutationFn: (decision: Decision): Promise<Envelope<EfileReviewDetail>> =>
      decision.kind === 'accept'
        ? acceptSubmission(submissionId, decision.note)
        : rejectSubmission(submissionId, { reason: decision.reason, note: decision.note }),
    onSuccess: (envelope) => {
      if (envelope.content) queryClient.setQueryData(reviewKeys.detail(submissionId), envelope.content);
      // The lists held are out of date: dropped, so none shows the submission under its old status.
      queryClient.removeQueries({ queryKey: reviewKeys.lists });
      void queryClient.invalidateQueries({ queryKey: reviewKeys.waiting });
      setSaid(say(envelope));
      setAsking(null);
    },
  });
  const refusal = decide.error ? sayError(decide.error) : null;
  const open = (which: 'accept' | 'reject') => {
    decide.reset();
    setSaid(null);
    setAsking(which);
  };

  const back = (
    <Link component={RouterLink} to="/efile/review">
      {t('efileReview.backToList')}
    </Link>
  );
  if (detail.error) {
    return (
      <Box>
        <Title title={t('efileReview.title')} />
        <Alert severity="error" sx={{ mb: 2 }}>
          {loading.sayError(detail.error)}
        </Alert>
        {back}
      </Box>
    );
  }
  if (!detail.data) return <Loading />;
  const submission = detail.data;
  const heading = t('efileReview.submission.title', { transactionNumber: submission.transactionNumber });
  return (
    <Box sx={{ pb: 4 }}>
      <Title title={heading} />
      <Box sx={{ mb: 1 }}>{back}</Box>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', mb: 2 }}>
        <Typography>{t('efileReview.fields.status')}</Typography>
        <StatusChip status={submission.status} />
      </Stack>
      {said ? (
        <Alert severity="success" sx={{ mb: 2 }} role="status">
          {said}
        </Alert>
      ) : null}
      {refusal && asking === null ? (
        <Alert severity="error" sx={{ mb: 2 }}>
          {refusal}
        </Alert>
      ) : null}
      {submission.status === 'NEW' ? (
        <Stack direction="row" spacing={2} sx={{ mb: 3 }}>
          <Button variant="contained" color="success" onClick={() => open('accept')}>
            {t('efileReview.accept.button')}
          </Button>
          <Button variant="outlined" color="error" onClick={() => open('reject')}>
            {t('efileReview.reject.button')}
          </Button>
        </Stack>
      ) : null}
      <SubmissionFacts submission={submission} format={format} />
      <Paper variant="outlined" component="section" aria-labelledby="efile-document" sx={{ p: 2, mb: 3 }}>
        <Typography id="efile-document" component="h2" variant="h6" sx={{ mb: 1 }}>
          {t('efileReview.document.title')}
        </Typography>
        <DocumentViewer submissionId={submission.submissionId} pages={submission.numberOfPages} />
      </Paper>
      <SubmissionSteps steps={submission.steps} format={format} />
      <AcceptDialog
        open={asking === 'accept'}
        transactionNumber={submission.transactionNumber}
        busy={decide.isPending}
        refusal={asking === 'accept' ? refusal : null}
        onCancel={() => setAsking(null)}
        onAccept={(note) => decide.mutate({ kind: 'accept', note })}
      />
      <RejectDialog
        open={asking === 'reject'}
        transactionNumber={submission.transactionNumber}
        busy={decide.isPending}
        refusal={asking === 'reject' ? refusal : null}
        onCancel={() => setAsking(null)}
        onReject={(reason, note) => decide.mutate({ kind: 'reject', reason, note })}
      />
    </Box>
  );
}
