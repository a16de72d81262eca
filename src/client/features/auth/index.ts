export { AuthLayout, AuthLink } from './auth-layout';
export { LoginForm } from './login-form';
export { RegisterForm } from './register-form';
export { SignInCodeForm } from './sign-in-code-form';
export { ResetPasswordForm } from './reset-password-form';
export { resetTokenFrom } from './reset-link';
