import type { CurrentUser } from '@landrecords/contracts/auth/current-user';
import type { LoginPayload, RegistrationPayload } from '@landrecords/contracts/auth/payloads';
import type { Link, Paragraph } from '@landrecords/contracts/config/web-pages';
import type { ProductVersions } from '@landrecords/contracts/portal/helperdata';
import { get, post, postForMessage } from '../../lib/api/client';

export const login = (payload: LoginPayload) => post<CurrentUser>('auth/login', payload, { quietLogin: true });
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
