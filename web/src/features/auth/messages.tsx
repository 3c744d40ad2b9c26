import type { ReactNode } from 'react';
import { defineMessages } from '../../i18n/define-messages';

/** Bold text inside a message: `<strong>{email}</strong>`. */
export const strong = (chunks: ReactNode[]) => <strong>{chunks}</strong>;

/** Sign-in, registration, password reset, e-mail verification and Google (decision 0061). */
export const authMessages = defineMessages({
  email: { id: 'auth.email', defaultMessage: 'Email' },
  password: { id: 'auth.password', defaultMessage: 'Password' },
  emailRequired: { id: 'auth.emailRequired', defaultMessage: 'Email is required' },
  passwordRequired: { id: 'auth.passwordRequired', defaultMessage: 'Password is required' },
  backToLogin: { id: 'auth.backToLogin', defaultMessage: 'Back to Login' },
  sending: { id: 'auth.sending', defaultMessage: 'Sending...' },
  googleSuccess: { id: 'auth.googleSuccess', defaultMessage: 'Google login successful!' },
  // Sign-in
  loginTitle: { id: 'auth.login.title', defaultMessage: 'Sign in · Candor' },
  loginHeading: { id: 'auth.login.heading', defaultMessage: 'Sign in to Candor' },
  loginIntro: {
    id: 'auth.login.intro',
    defaultMessage: 'Welcome back. Speak freely, stay anonymous.',
  },
  loginSuccess: { id: 'auth.login.success', defaultMessage: 'Login successful!' },
  loginFailed: { id: 'auth.login.failed', defaultMessage: 'Sign-in failed' },
  forgotPassword: { id: 'auth.login.forgotPassword', defaultMessage: 'Forgot password?' },
  signIn: { id: 'auth.login.signIn', defaultMessage: 'Sign In' },
  signingIn: { id: 'auth.login.signingIn', defaultMessage: 'Signing in...' },
  noAccount: { id: 'auth.login.noAccount', defaultMessage: "Don't have an account?" },
  createAccount: { id: 'auth.login.createAccount', defaultMessage: 'Create an account' },
  featuresHeading: {
    id: 'auth.login.featuresHeading',
    defaultMessage: 'Honest feedback from your team, in minutes',
  },
  featureAnonymous: { id: 'auth.login.featureAnonymous', defaultMessage: 'Anonymous by default' },
  featureAnonymousText: {
    id: 'auth.login.featureAnonymousText',
    defaultMessage: 'People answer freely; no answer is tied to a name.',
  },
  featureSentiment: { id: 'auth.login.featureSentiment', defaultMessage: 'Sentiment at a glance' },
  featureSentimentText: {
    id: 'auth.login.featureSentimentText',
    defaultMessage:
      'Responses and their mood on your dashboard, shown in groups that keep people anonymous.',
  },
  featureSetup: { id: 'auth.login.featureSetup', defaultMessage: 'No setup' },
  featureSetupText: {
    id: 'auth.login.featureSetupText',
    defaultMessage: 'Your first survey goes out in under 2 minutes.',
  },
  featureSchedule: { id: 'auth.login.featureSchedule', defaultMessage: 'Pulse on a schedule' },
  featureScheduleText: {
    id: 'auth.login.featureScheduleText',
    defaultMessage: 'Send once, or daily, weekly or monthly, each time with fresh personal links.',
  },
  featureMobile: { id: 'auth.login.featureMobile', defaultMessage: 'Mobile friendly' },
  featureMobileText: {
    id: 'auth.login.featureMobileText',
    defaultMessage: 'Surveys and results work on any phone.',
  },
  or: { id: 'auth.login.or', defaultMessage: 'or' },
  signingInGoogle: {
    id: 'auth.login.signingInGoogle',
    defaultMessage: 'Signing in with Google...',
  },
  // Google
  googleButton: { id: 'auth.google.button', defaultMessage: 'Sign in with Google' },
  googleUnavailable: {
    id: 'auth.google.unavailable',
    defaultMessage: 'Google sign-in is unavailable right now.',
  },
  // Registration
  registerTitle: { id: 'auth.register.title', defaultMessage: 'Create your account' },
  registerIntro: {
    id: 'auth.register.intro',
    defaultMessage: 'Start collecting honest, anonymous feedback from your team.',
  },
  haveAccount: { id: 'auth.register.haveAccount', defaultMessage: 'Already have an account?' },
  signInLink: { id: 'auth.register.signIn', defaultMessage: 'Sign in' },
  referralApplied: { id: 'auth.register.referralApplied', defaultMessage: 'Referral Applied!' },
  referralText: {
    id: 'auth.register.referralText',
    defaultMessage:
      'Code <strong>{code}</strong>: you get 50% off your first month when you subscribe.',
  },
  firstName: { id: 'auth.register.firstName', defaultMessage: 'First name' },
  lastName: { id: 'auth.register.lastName', defaultMessage: 'Last name' },
  passwordHint: { id: 'auth.register.passwordHint', defaultMessage: 'At least 6 characters.' },
  confirmPassword: { id: 'auth.register.confirmPassword', defaultMessage: 'Confirm password' },
  agreeTerms: { id: 'auth.register.agreeTerms', defaultMessage: 'I agree to the Terms of Service' },
  readTerms: { id: 'auth.register.readTerms', defaultMessage: 'Read the Terms of Service' },
  checkingEmail: { id: 'auth.register.checkingEmail', defaultMessage: 'Checking email...' },
  creatingAccount: { id: 'auth.register.creatingAccount', defaultMessage: 'Creating account...' },
  startFree: { id: 'auth.register.startFree', defaultMessage: 'Start Free' },
  tickTerms: {
    id: 'auth.register.tickTerms',
    defaultMessage: 'Tick the Terms of Service box above to create your account.',
  },
  // Terms dialog
  termsTitle: { id: 'auth.terms.title', defaultMessage: 'Terms of Service' },
  close: { id: 'auth.terms.close', defaultMessage: 'Close' },
  agree: { id: 'auth.terms.agree', defaultMessage: 'I Agree' },
  closeTerms: { id: 'auth.terms.closeLabel', defaultMessage: 'Close the Terms of Service' },
  // An existing account
  existsTitle: { id: 'auth.existing.existsTitle', defaultMessage: 'Account Already Exists' },
  unverifiedTitle: { id: 'auth.existing.unverifiedTitle', defaultMessage: 'Account Not Verified' },
  existsText: {
    id: 'auth.existing.existsText',
    defaultMessage:
      'An account with <strong>{email}</strong> already exists. Sign in to continue, or register with a different email address.',
  },
  unverifiedText: {
    id: 'auth.existing.unverifiedText',
    defaultMessage:
      'An account with <strong>{email}</strong> was registered but its email address has not been verified yet. We can send a new verification email, or you can sign in.',
  },
  cancel: { id: 'auth.existing.cancel', defaultMessage: 'Cancel' },
  trySignIn: { id: 'auth.existing.trySignIn', defaultMessage: 'Try Signing In Instead' },
  resendVerification: {
    id: 'auth.existing.resend',
    defaultMessage: 'Resend Verification Email',
  },
  // Password reset
  passwordNeeds: { id: 'auth.reset.needs', defaultMessage: 'Your password needs:' },
  requirements: { id: 'auth.reset.requirements', defaultMessage: 'Password requirements' },
  met: { id: 'auth.reset.met', defaultMessage: '(met)' },
  notMet: { id: 'auth.reset.notMet', defaultMessage: '(not met)' },
  checkEmail: { id: 'auth.checkEmail', defaultMessage: 'Check Your Email' },
  resetSentText: {
    id: 'auth.reset.sentText',
    defaultMessage:
      'If an account exists for <strong>{email}</strong>, we have sent it a link to reset the password. The link works for one hour.',
  },
  tryDifferentEmail: {
    id: 'auth.reset.tryDifferentEmail',
    defaultMessage: 'Try a different email',
  },
  resetTitle: { id: 'auth.reset.title', defaultMessage: 'Reset your password' },
  resetIntro: {
    id: 'auth.reset.intro',
    defaultMessage:
      'Enter the email address you registered with and we will send you a link to choose a new password.',
  },
  sendResetLink: { id: 'auth.reset.sendLink', defaultMessage: 'Send Reset Link' },
  googleNoPassword: {
    id: 'auth.reset.googleNoPassword',
    defaultMessage:
      'Signed up with Google? Sign in with Google instead; there is no password to reset.',
  },
  validatingLink: { id: 'auth.reset.validating', defaultMessage: 'Validating reset link...' },
  invalidLinkTitle: { id: 'auth.reset.invalidTitle', defaultMessage: 'Invalid Reset Link' },
  invalidLinkText: {
    id: 'auth.reset.invalidText',
    defaultMessage:
      'This password reset link is invalid, has expired or was already used. Request a new one to reset your password.',
  },
  requestNewLink: { id: 'auth.reset.requestNew', defaultMessage: 'Request New Reset Link' },
  chooseTitle: { id: 'auth.reset.chooseTitle', defaultMessage: 'Choose a new password' },
  forAccount: {
    id: 'auth.reset.forAccount',
    defaultMessage: 'For the account <strong>{email}</strong>.',
  },
  newPassword: { id: 'auth.reset.newPassword', defaultMessage: 'New password' },
  confirmNewPassword: { id: 'auth.reset.confirmNew', defaultMessage: 'Confirm new password' },
  resetting: { id: 'auth.reset.resetting', defaultMessage: 'Resetting...' },
  resetButton: { id: 'auth.reset.button', defaultMessage: 'Reset Password' },
  // E-mail verification
  verifyingTitle: { id: 'auth.verify.verifyingTitle', defaultMessage: 'Verifying your email' },
  verifying: { id: 'auth.verify.verifying', defaultMessage: 'Verifying your email address...' },
  verifiedTitle: { id: 'auth.verify.verifiedTitle', defaultMessage: 'Email verified' },
  takingYou: {
    id: 'auth.verify.takingYou',
    defaultMessage: 'Taking you to your dashboard in a moment...',
  },
  goToDashboard: { id: 'auth.verify.goToDashboard', defaultMessage: 'Go to Dashboard' },
  sentLink: {
    id: 'auth.verify.sentLink',
    defaultMessage:
      'We sent a verification link to <strong>{email}</strong>. Open it to verify your address.',
  },
  nothingArrived: {
    id: 'auth.verify.nothingArrived',
    defaultMessage: 'Nothing arrived? Check your spam folder, or send a new link.',
  },
  alreadyTitle: { id: 'auth.verify.alreadyTitle', defaultMessage: 'Email already verified' },
  alreadyText: {
    id: 'auth.verify.alreadyText',
    defaultMessage: '{email} is verified: there is nothing more to do with this link.',
  },
  expiredTitle: { id: 'auth.verify.expiredTitle', defaultMessage: 'Link expired' },
  failedTitle: { id: 'auth.verify.failedTitle', defaultMessage: 'Verification failed' },
  tryAgain: { id: 'auth.verify.tryAgain', defaultMessage: 'Try Again' },
  needNewLink: { id: 'auth.verify.needNewLink', defaultMessage: 'Need a new verification link?' },
  // Toasts and outcomes (their English is also exported as constants the tests read)
  googleFailed: { id: 'auth.googleFailed', defaultMessage: 'Google login failed' },
  stateMismatch: {
    id: 'auth.stateMismatch',
    defaultMessage: 'The sign-in response did not come from this browser tab.',
  },
  pleaseTryAgain: { id: 'auth.pleaseTryAgain', defaultMessage: 'Please try again.' },
  registered: {
    id: 'auth.register.registered',
    defaultMessage: 'Registration successful! Please check your email to verify your account',
  },
  registeredAgain: {
    id: 'auth.register.registeredAgain',
    defaultMessage: 'Registration completed! Please check your email to verify your account',
  },
  verificationNotSent: {
    id: 'auth.register.verificationNotSent',
    defaultMessage:
      'Your account is ready, but we could not send the verification email. You can resend it at any time.',
  },
  checkFailed: {
    id: 'auth.register.checkFailed',
    defaultMessage: 'Failed to check registration status',
  },
  resend: { id: 'auth.register.resend', defaultMessage: 'Resend' },
  resetSent: {
    id: 'auth.reset.sent',
    defaultMessage: 'Password reset instructions sent to your email',
  },
  resetRequestFailed: {
    id: 'auth.reset.requestFailed',
    defaultMessage: 'Failed to send reset email',
  },
  enterEmail: { id: 'auth.reset.enterEmail', defaultMessage: 'Please enter your email address' },
  resetDone: { id: 'auth.reset.done', defaultMessage: 'Password reset successfully!' },
  resetFailed: { id: 'auth.reset.failed', defaultMessage: 'Failed to reset password' },
  mismatch: { id: 'auth.reset.mismatch', defaultMessage: 'Passwords do not match' },
  verified: {
    id: 'auth.verify.verified',
    defaultMessage: 'Email verified successfully! Welcome to the product!',
  },
  expired: {
    id: 'auth.verify.expired',
    defaultMessage: 'Verification link has expired. Please request a new one.',
  },
  verifyFailed: {
    id: 'auth.verify.failed',
    defaultMessage: 'Email verification failed. Please try again or contact support.',
  },
  noToken: { id: 'auth.verify.noToken', defaultMessage: 'No verification token found in the URL.' },
  alreadyVerified: {
    id: 'auth.verify.alreadyVerified',
    defaultMessage: 'Your email address is already verified.',
  },
});
