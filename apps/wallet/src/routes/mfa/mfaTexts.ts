import { catalogue } from '@tessera/errors'

/** Every visible string of the MFA screens (SPEC §2, §8, §9); W-codes from the catalogue. */
export const mfaTexts = {
  setupTitle: 'Secure your wallet',
  setupText:
    'Choose a PIN. With it you can get your wallet back on a new device; keep it somewhere safe. Once on, MFA cannot be turned off.',
  restoreTitle: 'Enter your PIN',
  restoreText: 'This device does not have your wallet yet. Enter the PIN you chose to restore it.',
  pinLabel: 'PIN',
  confirmPinLabel: 'Confirm PIN',
  pinsDiffer: 'The PINs do not match',
  submitSetup: 'Turn on MFA',
  submitRestore: 'Restore',
  cancel: 'Cancel',
  working: 'Working…',
  back: 'Back to the wallet',
  completed: 'MFA setup completed',
  attemptsLeft: (count: number) => (count === 1 ? '1 attempt left' : `${count} attempts left`),
  locked:
    'Too many wrong PINs: restoring with the PIN is locked for this account. Use a device that still has your wallet.',
  notLoggedIn: 'Log in from your app first.',
  errors: {
    enterPin: catalogue['W-104'].message,
    incorrectPin: catalogue['W-117'].message,
    cancelled: catalogue['W-121'].message,
    setupFailed: catalogue['W-128'].message,
  },
} as const
