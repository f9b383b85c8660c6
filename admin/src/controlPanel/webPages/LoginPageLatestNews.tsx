import { SectionForm } from '../form';
import { ParagraphListEditor } from './ParagraphListEditor';

/** /controlPanel/loginPageLatestNews (002 §3 Paragraph lists): the news beside the login form. */
export default function LoginPageLatestNews() {
  return (
    <SectionForm section="loginPageLatestNews">
      <ParagraphListEditor kind="paragraph" />
    </SectionForm>
  );
}
