import { SectionForm } from '../form';
import { ParagraphListEditor } from './ParagraphListEditor';

/** /controlPanel/homeExternalLinks, "More Links" (002 §3 Paragraph lists): the home page's Links card. */
export default function ExternalLinks() {
  return (
    <SectionForm section="externalLinks">
      <ParagraphListEditor kind="link" />
    </SectionForm>
  );
}
