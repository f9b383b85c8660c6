import type { CurrentUser } from '@landrecords/contracts/auth/current-user';
import type { LoginPayload, RegistrationPayload } from '@landrecords/contracts/auth/payloads';
import type {
  Enrolled,
  Enrolment,
  EnrolPayload,
  SecondStepNeeded,
  SecondStepPayload,
} from '@landrecords/contracts/auth/second-step';
import type { Link, Paragraph } from '@landrecords/contracts/config/web-pages';
import type { ProductVersions } from '@landrecords/contracts/portal/helperdata';
import { callForEnvelope, get, post, postForMessage } from '../../lib/api/client';
import type { MessageRef } from '@landrecords/ui/i18n/server-messages';

/** auth/login: the signed-in user, or (issue 28) the second step it must take before a session starts. */
export const login = (payload: LoginPayload) =>
  post<CurrentUser | SecondStepNeeded>('auth/login', payload, { quietLogin: true });

/** auth/secondStep: the code from the app (or a recovery code); the user, and the server's word on a recovery code. */
export async function verifySecondStep(
  payload: SecondStepPayload,
): Promise<{ user: CurrentUser; message: MessageRef }> {
  const envelope = await callForEnvelope<CurrentUser>('POST', 'auth/secondStep', payload, { quietLogin: true });
  return {
    user: envelope.content!,
    message: { code: envelope.code ?? '', text: envelope.message ?? '', params: envelope.params },
  };
}
export const startEnrolment = (ticket: string) =>
  post<Enrolment>('auth/secondStep/enrolment', { ticket }, { quietLogin: true });
export const enrol = (payload: EnrolPayload) => post<Enrolled>('auth/secondStep/enrol', payload, { quietLogin: true });
export const signUp = (payload: RegistrationPayload) => postForMessage('auth/signUp', payload);
export const forgotUsername = (email: string) => postForMessage('auth/forgotUsername', { email });
export const forgotPassword = (username: string, email: string) =>
  postForMessage('auth/forgotPassword', { username, email });
export const resetPassword = (password: string, ticket: string) =>
  postForMessage('auth/resetPassword', { password, ticket });
export const completeRegistration = (ticket: string) =>
  post<{ fullName: string; username: string }>('auth/completeRegistration', { ticket });

export const loginPageLinks = () => get<{ paragraphs: Link[] }>('auth/loginPageLinks');
export const loginPageLatestNews = () => get<{ paragraphs: Paragraph[] }>('auth/loginPageLatestNews');
export const loginPageSlides = () => get<{ numberOfSlides: number }>('auth/loginPageSlides');

export const productVersions = () => get<ProductVersions>('helperdata/productVersions');
