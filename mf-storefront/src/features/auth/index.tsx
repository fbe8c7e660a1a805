export { LoginPage } from './login/login-page';
export { RegisterPage } from './register/register-page';
export { ForgotPasswordPage } from './forgot-password/forgot-password-page';
export { SecureAccountPage } from './secure-account/secure-account-page';
