import OpenInNew from '@mui/icons-material/OpenInNew';
import { Dialog, DialogContent, DialogTitle, Link, List, ListItem, Typography } from '@mui/material';
import type { ParcelIdLinks } from '@landrecords/contracts/search/details';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { CloseActions } from '../../../components/dialogs/CloseActions';

/**
 * 'Links To Tax System' and 'Links to GIS System' (001 §2.16, §4.12): the document's parcel IDs, each opening
 * the county's system in a new tab.
 */
export default function ParcelLinksDialog({
  system,
  links,
  onClose,
}: {
  system: 'tax' | 'gis';
  links: ParcelIdLinks;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const titleId = useId();
  const title = t(`searchResults.detail.${system}Links`);
  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId} maxWidth="sm" fullWidth>
      <DialogTitle id={titleId}>{title}</DialogTitle>
      <DialogContent>
        {links.header && links.header !== title && <Typography sx={{ mb: 1 }}>{links.header}</Typography>}
        <List dense>
          {links.parcelIds.map((parcelId, index) => (
            <ListItem key={parcelId} disableGutters>
              <Link href={links.parcelIdLinks[index]} target="_blank" rel="noopener noreferrer">
                {parcelId}
                <OpenInNew fontSize="inherit" sx={{ ml: 0.5, verticalAlign: 'middle' }} aria-hidden />
                <span style={{ position: 'absolute', width: 1, height: 1, overflow: 'hidden', clip: 'rect(0 0 0 0)' }}>
                  {t('searchResults.detail.newTab')}
                </span>
              </Link>
            </ListItem>
          ))}
        </List>
      </DialogContent>
      <CloseActions onClose={onClose} />
    </Dialog>
  );
}
