// Every message the server can answer and the shared rules can speak, declared: importing this registers them all.
export { signInMessages } from './auth/messages';
export { accountAdminMessages } from './accounts/messages';
export { accountMessages } from './accounts/account';
export { configMessages } from './config/messages';
export { httpMessages } from './http/messages';
export { imageMessages } from './images/messages';
export { amountMessage } from './money';
export { paymentLabels, paymentMessages } from './payments/messages';
export { portalMessages } from './portal/messages';
export { purchaseMessages } from './purchases/messages';
export { recordMessages } from './records/messages';
export { detailMessages } from './search/details';
export { searchMessages } from './search/messages';
export { userAdminMessages } from './users/messages';
export { userFormMessages } from './users/user';
export { messages } from './validation/messages';
export { declaredMessages, isDeclared, messageOfText } from './message';
