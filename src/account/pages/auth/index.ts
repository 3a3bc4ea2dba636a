/** The login, register, verify, forgot and reset pages, loaded together when one of them opens. */
export { ForgotPasswordPage } from './ForgotPasswordPage.tsx';
export { LoginPage } from './LoginPage.tsx';
export { LogoutPage } from './LogoutPage.tsx';
export { PasswordResetPage } from './PasswordResetPage.tsx';
export { RegisterPage } from './RegisterPage.tsx';
export { VerifyPage } from './VerifyPage.tsx';
