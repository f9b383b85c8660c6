import { useQueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useCallback, useMemo, useState, type ReactNode } from 'react';
import type { SourcedDocKey } from '@landrecords/contracts/records/parts';
import { LoadingDialog } from '../../../components/dialogs/LoadingDialog';
import { thumbnailsQuery } from './preview-api';

const loadPreviewFlow = () => import('./PreviewFlow');
const PreviewFlow = lazy(loadPreviewFlow);

export type ImagePreview = {
  /** Opens a document's preview: its first thumbnails are asked for while the dialog's code loads. */
  open: (sourcedDocKey: SourcedDocKey) => void;
  /** The preview and its purchase dialogs, to render once where the opener lives. */
  dialogs: ReactNode;
};

/** The document preview for a screen that opens images (the search results' Image button). */
export function useImagePreview(): ImagePreview {
  const queryClient = useQueryClient();
  const [opened, setOpened] = useState<{ sourcedDocKey: SourcedDocKey; id: number } | null>(null);
  const open = useCallback(
    (sourcedDocKey: SourcedDocKey) => {
      void loadPreviewFlow();
      void queryClient.prefetchQuery(thumbnailsQuery(sourcedDocKey, null));
      setOpened((before) => ({ sourcedDocKey, id: (before?.id ?? 0) + 1 }));
    },
    [queryClient],
  );
  const close = useCallback(() => setOpened(null), []);
  const dialogs = useMemo(
    () =>
      opened && (
        <Suspense fallback={<LoadingDialog open />}>
          <PreviewFlow key={opened.id} sourcedDocKey={opened.sourcedDocKey} onClose={close} />
        </Suspense>
      ),
    [close, opened],
  );
  return { open, dialogs };
}
