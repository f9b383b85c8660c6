import Close from '@mui/icons-material/Close';
import { Box, Divider, Drawer, IconButton, Stack, Typography } from '@mui/material';
import type { ReactNode } from 'react';

type Props = {
  open: boolean;
  close: () => void;
  panelId: string;
  titleId: string;
  /** The panel's heading and its close button's name, translated. */
  title: string;
  closeLabel: string;
  /** The vendor's logo at the foot of the panel, already translated. */
  logo: { src: string; alt: string };
  children: ReactNode;
};

/** The phone menu's panel (000 §2 on a phone): a drawer from the right, with a heading, a close button and a logo. */
export function MenuDrawer({ open, close, panelId, titleId, title, closeLabel, logo, children }: Props) {
  return (
    <Drawer
      anchor="right"
      open={open}
      onClose={close}
      ModalProps={{ keepMounted: true }}
      slotProps={{
        paper: { id: panelId, role: 'dialog', 'aria-labelledby': titleId, sx: { width: 300, maxWidth: '85vw' } },
      }}
    >
      <Stack direction="row" alignItems="center" sx={{ px: 2, py: 1 }}>
        <Typography id={titleId} variant="h6" component="h2" sx={{ flex: 1 }}>
          {title}
        </Typography>
        <IconButton onClick={close} aria-label={closeLabel}>
          <Close />
        </IconButton>
      </Stack>
      <Divider />
      {children}
      <Box
        component="img"
        src={logo.src}
        alt={logo.alt}
        sx={{ height: 32, width: 'auto', alignSelf: 'flex-start', m: 2, mt: 'auto' }}
      />
    </Drawer>
  );
}
