import { Chip } from '@mui/material';
import { useTranslation } from 'react-i18next';
import type { EfileReviewStatus } from '@landrecords/contracts/efile/review';

const colours = { NEW: 'info', ACCEPTED: 'success', REJECTED: 'error' } as const;

/** Where a submission stands, in words (the colour only repeats them). */
export function StatusChip({ status }: { status: EfileReviewStatus }) {
  const { t } = useTranslation();
  const colour = `${colours[status]}.dark`;
  return (
    <Chip
      size="small"
      variant="outlined"
      label={t(`efileReview.statuses.${status}`)}
      sx={{ color: colour, borderColor: colour, fontWeight: 700 }}
    />
  );
}
