import { SectionForm } from '../form';
import { ParagraphListEditor } from './ParagraphListEditor';

/** /controlPanel/homeLatestNews, "More News" (002 §3 Paragraph lists): the home page's Latest News card. */
export default function LatestNews() {
  return (
    <SectionForm section="latestNews">
      <ParagraphListEditor kind="paragraph" />
    </SectionForm>
  );
}
