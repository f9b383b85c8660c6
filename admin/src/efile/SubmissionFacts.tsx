import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Box, Paper, Typography } from '@mui/material';
import type { EfileReviewDetail } from '@landrecords/contracts/efile/review';
import type { ReviewFormat } from './format';
import { reasonText } from './reasons';

type Line = [label: string, value: ReactNode];

/** A titled description list: each label beside its value (one under the other on a phone). */
function Facts({ id, title, lines }: { id: string; title: string; lines: Line[] }) {
  return (
    <Paper variant="outlined" component="section" aria-labelledby={id} sx={{ p: 2, flex: '1 1 20rem', minWidth: 0 }}>
      <Typography id={id} component="h2" variant="h6" sx={{ mb: 1 }}>
        {title}
      </Typography>
      <Box
        component="dl"
        sx={{
          m: 0,
          display: 'grid',
          gridTemplateColumns: { xs: '1fr', sm: 'minmax(9rem, max-content) 1fr' },
          columnGap: 2,
          rowGap: { xs: 0, sm: 0.75 },
          '& dt': { fontWeight: 700 },
          '& dd': { m: 0, mb: { xs: 1, sm: 0 }, overflowWrap: 'anywhere' },
        }}
      >
        {lines.map(([label, value]) => (
          <Box key={label} sx={{ display: 'contents' }}>
            <dt>{label}</dt>
            <dd>{value}</dd>
          </Box>
        ))}
      </Box>
    </Paper>
  );
}

/** The submission's fields, its charges and payment, and the decision when one was made. */
export function SubmissionFacts({ submission: s, format }: { submission: EfileReviewDetail; format: ReviewFormat }) {
  const { t } = useTranslation();
  const label = (key: string) => t(`efileReview.fields.${key}`);
  const address = [s.address1, s.address2, [s.city, s.state, s.zip].filter(Boolean).join(' ')].filter(Boolean);
  const filer: Line[] = [
    [label('efileType'), t(`efileReview.efileTypes.${s.efileType}`)],
    [label('submittedAt'), format.moment(s.submittedAt)],
    [label('name'), s.name],
    [label('email'), s.email],
    [
      label('address'),
      address.map((line) => (
        <Box component="span" key={line} sx={{ display: 'block' }}>
          {line}
        </Box>
      )),
    ],
    [label('account'), s.accountName ?? t('efileReview.anonymous')],
    [label('acknowledged'), t(s.acknowledged ? 'efileReview.yes' : 'efileReview.no')],
  ];
  const charges: Line[] = [
    [label('pages'), String(s.numberOfPages)],
    [label('firstPage'), format.money(s.charges.firstPageChargeCents)],
    [label('additionalPages'), format.money(s.charges.additionalPagesChargeCents)],
    [label('surcharge'), format.money(s.charges.surchargeCents)],
    [label('total'), <strong key="total">{format.money(s.charges.totalChargeCents)}</strong>],
    [label('paymentMethod'), t(`efileReview.paymentMethods.${s.paymentMethod}`)],
    [label('paymentStatus'), t(`efileReview.paymentStatuses.${s.paymentStatus}`)],
    ...(s.paymentTransactionId ? [[label('cardTransaction'), s.paymentTransactionId] as Line] : []),
  ];
  const decision: Line[] =
    s.status === 'NEW'
      ? []
      : [
          [label('status'), t(`efileReview.statuses.${s.status}`)],
          [label('decidedAt'), format.moment(s.decidedAt)],
          [label('decidedBy'), s.decidedBy ?? ''],
          ...(s.rejectionReason ? [[label('reason'), reasonText(t, s.rejectionReason)] as Line] : []),
          ...(s.rejectionNote ? [[label('note'), s.rejectionNote] as Line] : []),
          ...(s.acceptanceNote ? [[label('note'), s.acceptanceNote] as Line] : []),
        ];
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, mb: 3 }}>
      <Facts id="efile-filer" title={t('efileReview.sections.filer')} lines={filer} />
      <Facts id="efile-charges" title={t('efileReview.sections.charges')} lines={charges} />
      {decision.length ? (
        <Facts id="efile-decision" title={t('efileReview.sections.decision')} lines={decision} />
      ) : null}
    </Box>
  );
}
