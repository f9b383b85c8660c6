import { SectionForm } from '../form';
import { LoginLinksEditor } from './LoginLinksEditor';

/** /controlPanel/loginPageLinks, "Login - Links" (002 §5): the 12 links beside the login form, in order. */
export default function LoginPageLinks() {
  return (
    <SectionForm section="loginPageLinks">
      <LoginLinksEditor />
    </SectionForm>
  );
}
