/** Every string the login modal shows, in one place (STYLE B8: no text inside the markup code). */
export const loginModalTexts = {
  title: (appName: string) => (appName ? `Log in to ${appName}` : 'Log in'),
  // The × button's name: it cancels the login (`connect()` rejects 4001).
  cancel: 'Cancel',
  emailLabel: 'Email',
  emailPlaceholder: 'you@example.com',
  sendCode: 'Continue with email',
  sendingCode: 'Sending a code…',
  codeLabel: 'Code from the email',
  codeSentTo: (email: string) => `We sent a code to ${email}.`,
  logIn: 'Log in',
  checkingCode: 'Checking the code…',
  resend: 'Resend code',
  resendIn: (seconds: number) => `Resend code in ${seconds} s`,
  resent: (email: string) => `A new code is on its way to ${email}.`,
  otherEmail: 'Use another email',
  or: 'or',
  continueWith: (provider: string) => `Continue with ${provider}`,
  finishIn: (provider: string) => `Finish logging in with ${provider} in the window that opened.`,
  moreOptions: 'More options',
  signInWith: (wallet: string) => `Sign in with ${wallet}`,
  confirmIn: (wallet: string) => `Confirm the sign-in in ${wallet}.`,
  footer: 'Secured by Tessera',
  errors: {
    invalidEmail: 'Enter a valid email address, like name@example.com.',
    noCode: 'Enter the code from the email.',
    // SPEC §8 W-137: the wallet answers it for a wrong code and for an expired one alike.
    codeRefused:
      'Could not verify credentials: the code is wrong or has expired. Check it, or resend a new code.',
    popupClosed: (provider: string) => `The ${provider} window was closed before you logged in.`,
    declinedIn: (provider: string) => `You declined the login in ${provider}.`,
    walletDeclined: (wallet: string) => `The sign-in was declined in ${wallet}.`,
    popupBlocked:
      'Your browser blocked the login window. Allow pop-ups for this site, then try again.',
    // SPEC §8 "Login failure".
    failed: 'Could not login, please try again',
  },
} as const
