import { Box, Button, Chip, Typography } from '@mui/material';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import { dollarsToCents, formatDollars } from '@landrecords/contracts/money';
import type { ResultKind } from '@landrecords/contracts/search/paging';
import type { SearchSettings } from '@landrecords/contracts/search/form-settings';
import type {
  GrantorGranteeBookResult,
  LandDocumentResult,
  NameResult,
  SearchResultRow,
  TaxLienResult,
  TorrensCertificateResult,
  TractBookResult,
} from '@landrecords/contracts/search/results';
import { useFollowUp, type FollowUp } from '../sequence/follow-up';
import { Fields } from './Fields';
import { FollowLink } from './FollowLink';
import { SubTable } from './SubTable';

const LegalDetailsDialog = lazy(() => import('./LegalDetailsDialog'));

type Props = {
  kind: ResultKind;
  detail: SearchResultRow;
  settings: SearchSettings | undefined;
  openRowKey: string | null;
};
type Follow = (link: FollowUp) => void;

/** The record's amounts come in dollars; shown as the header and the dialogs show money. */
const money = (dollars: number | null) => (dollars === null ? null : formatDollars(dollarsToCents(dollars)));

const statusColor = { VERIFIED: 'success', POSTED: 'info', UNVERIFIED: 'warning' } as const;
const certificateColor = { ACTIVE: 'success', CANCELLED: 'default', PENDING: 'warning' } as const;

/** The document's instrument, above its fields. */
function Instrument({ children }: { children: string }) {
  return (
    <Typography variant="subtitle1" component="p" sx={{ fontWeight: 700 }}>
      {children}
    </Typography>
  );
}

/** 'Book/Page', with the county's own name for a book. */
const bookPageLabel = (t: TFunction, settings: SearchSettings | undefined) =>
  t('searchResults.detail.bookPage', { book: settings?.bookLabel ?? t('searchResults.book') });

function CertificateLink({ certificateNumber, follow }: { certificateNumber: string; follow: Follow }) {
  return <FollowLink onClick={() => follow({ to: 'certificate', certificateNumber })}>{certificateNumber}</FollowLink>;
}

function LegalDetailsButton({ docId }: { docId: string }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button size="small" onClick={() => setOpen(true)}>
        {t('searchResults.detail.details')}
      </Button>
      {open && (
        <Suspense>
          <LegalDetailsDialog docId={docId} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
}

function NameTable({
  title,
  names,
  follow,
  to,
}: {
  title: string;
  names: NameResult[];
  follow: Follow;
  to: 'name' | 'taxpayer';
}) {
  const { t } = useTranslation();
  return (
    <SubTable
      title={title}
      items={names}
      headers={[t('searchResults.detail.name')]}
      cells={(name) => [
        <FollowLink
          key="name"
          onClick={() => follow({ to, party: name })}
          label={t('searchResults.detail.searchName', { name: name.displayName })}
        >
          {name.displayName}
        </FollowLink>,
      ]}
    />
  );
}

function DocumentDetail({
  detail,
  settings,
  follow,
}: {
  detail: LandDocumentResult;
  settings: SearchSettings | undefined;
  follow: Follow;
}) {
  const { t } = useTranslation();
  return (
    <>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1 }}>
        <Instrument>{detail.instrumentDescription}</Instrument>
        <Chip
          size="small"
          color={statusColor[detail.verifiedStatus]}
          label={t(`searchResults.detail.verified.${detail.verifiedStatus}`)}
        />
      </Box>
      <Fields
        items={[
          [t('searchResults.detail.documentNumber'), detail.displayDocNumber],
          [t('searchResults.detail.recorded'), detail.recordedDateTime],
          [t('searchResults.detail.instrumentDate'), detail.instrumentDate],
          [bookPageLabel(t, settings), detail.displayBookAndPage],
          [t('searchResults.detail.salePrice'), money(detail.salePrice)],
          [settings?.mortgageAmountLabel || t('searchResults.detail.mortgageAmount'), money(detail.mortgageAmount)],
          ...detail.displayOnlySearchResults.map(({ label, value }): [string, string] => [label, value]),
        ]}
      />
      {detail.docType === 'TORRENS' && (
        <SubTable
          title={t('searchResults.detail.certificates')}
          items={detail.torrensSearchResults}
          headers={[t('searchResults.detail.certificate'), t('searchResults.columns.status')]}
          cells={(certificate) => [
            <CertificateLink key="number" certificateNumber={certificate.certificateNumber} follow={follow} />,
            certificate.status,
          ]}
        />
      )}
      <NameTable title={t('searchResults.grantors')} names={detail.grantorSearchResults} follow={follow} to="name" />
      <NameTable title={t('searchResults.grantees')} names={detail.granteeSearchResults} follow={follow} to="name" />
      <SubTable
        title={t('searchResults.detail.legals')}
        items={detail.legalSearchResults}
        headers={[t('searchResults.detail.description'), t('searchResults.detail.comment')]}
        cells={(legal) => [legal.description, legal.comment ?? '']}
        action={<LegalDetailsButton docId={detail.docId} />}
      />
      <SubTable
        title={t('searchResults.detail.references')}
        items={detail.referenceDocumentSearchResults}
        headers={[
          t('searchResults.detail.documentNumber'),
          t('searchResults.detail.instrument'),
          t('searchResults.detail.recordedShort'),
        ]}
        cells={(reference) => [
          reference.docNumber ? (
            <FollowLink key="number" onClick={() => follow({ to: 'document', docNumber: reference.docNumber })}>
              {reference.displayDocNumber}
            </FollowLink>
          ) : (
            reference.displayBookAndPage
          ),
          reference.instrumentDescription,
          reference.recordedDate,
        ]}
      />
      <SubTable
        title={t('searchResults.detail.additionalInfo')}
        items={detail.additionalInfoSearchResults}
        headers={[t('searchResults.detail.description')]}
        cells={(info) => [info.description]}
      />
    </>
  );
}

function TorrensDetail({
  detail,
  settings,
  follow,
}: {
  detail: TorrensCertificateResult;
  settings: SearchSettings | undefined;
  follow: Follow;
}) {
  const { t } = useTranslation();
  return (
    <>
      <Chip size="small" color={certificateColor[detail.status]} label={t(`searchResults.status.${detail.status}`)} />
      <Fields
        items={[
          [t('searchResults.detail.certificate'), detail.certificateNumber],
          [t('searchResults.detail.fileNumber'), settings?.torrensUseFileNumber ? detail.fileNumber : null],
          [t('searchResults.detail.certifiedDate'), detail.certifiedDate],
          [bookPageLabel(t, settings), detail.displayBookAndPage],
        ]}
      />
      {detail.status === 'CANCELLED' && (
        <SubTable
          title={t('searchResults.detail.cancelledBy')}
          items={detail.cancelledBySearchResults}
          headers={[t('searchResults.detail.certificate')]}
          cells={(cancelling) => [
            <CertificateLink
              key="number"
              certificateNumber={cancelling.cancelledByCertificateNumber}
              follow={follow}
            />,
          ]}
        />
      )}
    </>
  );
}

function TractBookDetail({ detail }: { detail: TractBookResult }) {
  const { t } = useTranslation();
  return (
    <>
      <Instrument>{detail.instrumentDescription}</Instrument>
      <Fields
        items={[
          [t('searchResults.detail.tractBookId'), detail.docId],
          [t('searchResults.detail.recorded'), detail.recordedDateTime],
        ]}
      />
      <SubTable
        title={t('searchResults.detail.legals')}
        items={detail.legalSearchResults}
        headers={[t('searchResults.detail.description')]}
        cells={(legal) => [legal.description]}
        pageSize={10}
        action={<LegalDetailsButton docId={detail.docId} />}
      />
    </>
  );
}

function GrantorGranteeBookDetail({ detail }: { detail: GrantorGranteeBookResult }) {
  const { t } = useTranslation();
  return (
    <Fields
      items={[
        [t('searchResults.columns.type'), detail.type],
        [t('searchResults.columns.bookId'), detail.id],
        [t('searchResults.columns.fromName'), detail.fromName],
        [t('searchResults.columns.toName'), detail.toName],
        [t('searchResults.columns.fromDate'), detail.fromDate],
        [t('searchResults.columns.toDate'), detail.toDate],
      ]}
    />
  );
}

function TaxLienDetail({ detail, follow }: { detail: TaxLienResult; follow: Follow }) {
  const { t } = useTranslation();
  const docLink = (docNumber: string, display: string) =>
    docNumber ? (
      <FollowLink key={docNumber} onClick={() => follow({ to: 'lienDocument', docNumber })}>
        {display || docNumber}
      </FollowLink>
    ) : (
      ''
    );
  return (
    <>
      <Instrument>{detail.instrumentDescription}</Instrument>
      <Fields
        items={[
          [t('searchResults.detail.documentNumber'), detail.displayDocNumber],
          [t('searchResults.detail.recorded'), detail.recordedDateTime],
          [t('searchResults.detail.lienDate'), detail.lienDate],
          [t('searchResults.detail.lienNumber'), detail.lienNumber],
          [t('searchResults.detail.lienType'), detail.lienType],
          [t('searchResults.detail.totalAmount'), money(detail.totalAmount)],
        ]}
      />
      <SubTable
        title={t('searchResults.detail.taxpayers')}
        items={detail.taxpayerSearchResults}
        headers={[t('searchResults.detail.name'), t('searchResults.detail.address')]}
        cells={(taxpayer) => [
          <FollowLink
            key="name"
            onClick={() => follow({ to: 'taxpayer', party: taxpayer })}
            label={t('searchResults.detail.searchName', { name: taxpayer.name })}
          >
            {taxpayer.name}
          </FollowLink>,
          taxpayer.displayAddress,
        ]}
      />
      <SubTable
        title={t('searchResults.columns.revisions')}
        items={detail.revisionSearchResults}
        headers={[t('searchResults.detail.documentNumber'), t('searchResults.detail.flag')]}
        cells={(revision) => [docLink(revision.docNumber, revision.displayDocNumber), revision.flag]}
      />
      <SubTable
        title={t('searchResults.columns.releases')}
        items={detail.releaseSearchResults}
        headers={[
          t('searchResults.detail.release'),
          t('searchResults.detail.releaseDate'),
          t('searchResults.detail.revoke'),
          t('searchResults.detail.revokeDate'),
        ]}
        cells={(release) => [
          docLink(release.releaseDocNumber, release.releaseDisplayDocNumber),
          release.releaseDate,
          docLink(release.revokeDocNumber, release.revokeDisplayDocNumber),
          release.revokeDate,
        ]}
      />
    </>
  );
}

/** The detail of the open row, by its result kind (001 §2.16–§2.21). */
export function DetailBody({ kind, detail, settings, openRowKey }: Props) {
  const followUp = useFollowUp();
  const follow: Follow = (link) => void followUp(link, openRowKey);
  switch (kind) {
    case 'general':
      return <DocumentDetail detail={detail as LandDocumentResult} settings={settings} follow={follow} />;
    case 'torrens':
      return <TorrensDetail detail={detail as TorrensCertificateResult} settings={settings} follow={follow} />;
    case 'tractBook':
      return <TractBookDetail detail={detail as TractBookResult} />;
    case 'grantorGranteeBook':
      return <GrantorGranteeBookDetail detail={detail as GrantorGranteeBookResult} />;
    case 'taxLien':
      return <TaxLienDetail detail={detail as TaxLienResult} follow={follow} />;
  }
}
