import { useImagePreview } from '../features/images';
import SearchPage from '../features/search/SearchPage';

/** The search area with the results' Image button opening the document preview (the app joins the two features). */
export default function SearchRoute() {
  const preview = useImagePreview();
  return (
    <>
      <SearchPage onOpenImage={(target) => preview.open(target.sourcedDocKey)} />
      {preview.dialogs}
    </>
  );
}
