import { catalogue } from '@tessera/errors'
import type { NewPinProblem } from '@tessera/keys'
import {
  passkeyUnsupportedText,
  type RecoveryPasskeyErrorCode,
} from '../../mfa/passkey/RecoveryPasskeyError.js'

/** Every visible string of the MFA screens (SPEC §2, §8, §9); W-codes from the catalogue. */
export const mfaTexts = {
  setupTitle: 'Secure your wallet',
  setupText:
    'Choose a PIN, security questions or a passkey. With them you can get your wallet back on a new device; keep them somewhere safe. Once on, MFA cannot be turned off.',
  methodLabel: 'Restore with',
  methods: { pin: 'PIN', answers: 'Security questions', passkey: 'Passkey' },
  newPinLabel: 'New PIN',
  confirmPinLabel: 'Confirm PIN',
  pinsDiffer: 'The PINs do not match',
  /** Why a new PIN is refused (`newPinProblem`). */
  weakPin: {
    too_short: 'Choose a PIN of at least 6 digits that is hard to guess',
    repeated_pattern: 'That PIN repeats itself: choose one that is hard to guess',
    digit_run: 'That PIN is a run of digits: choose one that is hard to guess',
    common: 'That PIN is too common: choose one that is hard to guess',
  } satisfies Record<NewPinProblem, string>,
  questionLabel: (position: number) => `Question ${position}`,
  answerLabel: (position: number) => `Answer ${position}`,
  chooseQuestion: 'Choose a question',
  /** The setup's passkey tab (WebAuthn PRF, issue #16). */
  passkey: {
    text: 'A passkey on this device or in your password manager protects your wallet: no PIN to remember. To restore on a new device, use the same passkey there.',
    create: 'Create passkey',
    /** Why no passkey was made or read: unsupported shows on the PIN tab, which setup switches to. */
    refused: {
      passkey_unsupported: passkeyUnsupportedText,
      passkey_cancelled: 'The passkey prompt was closed. Try again.',
    } satisfies Record<RecoveryPasskeyErrorCode, string>,
  },
  /**
   * The restore screen before the key nodes said how the factor is sealed: they refuse (locked,
   * or this device's clock is off).
   */
  restoreBlocked: {
    title: 'Restore your wallet',
    text: 'This device does not have your wallet yet.',
    locked:
      'Too many wrong attempts: restoring is locked for this account. It stays locked, with no time limit, until MFA is set up again on a device that still has your wallet.',
  },
  /** #16 review finding 7: the key nodes refused the signed requests as expired. */
  clockOff: {
    ahead: (minutes: string) =>
      `Your device's clock is about ${minutes} ahead: set it to the right time (automatic date and time) and try again.`,
    behind: (minutes: string) =>
      `Your device's clock is about ${minutes} behind: set it to the right time (automatic date and time) and try again.`,
    unknown:
      "Your device's clock seems to be off by more than a minute: set it to the right time (automatic date and time) and try again.",
  },
  tryAgain: 'Try again',
  /** Setup needs the key nodes to take this login, and its token has expired (issue #16). */
  loginAgain: 'Your login is too old to turn on MFA: log out, log in again and try again.',
  /** The restore screen, for a factor sealed with a PIN, with answers or with a passkey. */
  restore: {
    pin: {
      title: 'Enter your PIN',
      text: 'This device does not have your wallet yet. Enter the PIN you chose to restore it.',
      wrong: catalogue['W-117'].message,
      locked:
        'Too many wrong PINs: restoring with the PIN is locked for this account. It stays locked, with no time limit, until MFA is set up again on a device that still has your wallet.',
    },
    answers: {
      title: 'Answer your security questions',
      text: 'This device does not have your wallet yet. Answer the questions you chose to restore it; case and spacing do not matter.',
      /** SPEC §8: W-116's second meaning. */
      wrong: catalogue['W-116'].alsoMessage,
      locked:
        'Too many wrong answers: restoring with the questions is locked for this account. It stays locked, with no time limit, until MFA is set up again on a device that still has your wallet.',
    },
    passkey: {
      title: 'Use your passkey',
      text: 'This device does not have your wallet yet. Use the passkey you created at setup, on this device or in your password manager, to restore it.',
      wrong: 'That passkey does not open this wallet',
      locked:
        'Too many wrong passkeys: restoring with a passkey is locked for this account. It stays locked, with no time limit, until MFA is set up again on a device that still has your wallet.',
      /** `passkey_unsupported`, or a browser that refuses passkeys here. */
      unsupported:
        'This device cannot use that passkey. Use a device that has it or that still has your wallet.',
    },
  },
  pinLabel: 'PIN',
  submitSetup: 'Turn on MFA',
  submitRestore: 'Restore',
  usePasskey: 'Use passkey',
  cancel: 'Cancel',
  working: 'Working…',
  back: 'Back to the wallet',
  completed: 'MFA setup completed',
  /** What restores the wallet, by the kind set up: named in the backup note (#16). */
  backupSecret: { pin: 'your PIN', answers: 'your security answers', passkey: 'your passkey' },
  attemptsLeft: (count: number) => (count === 1 ? '1 attempt left' : `${count} attempts left`),
  notLoggedIn: 'Log in from your app first.',
  errors: {
    enterPin: catalogue['W-104'].message,
    /** The PIN's confirmation left empty. */
    fillAll: catalogue['W-132'].message,
    cancelled: catalogue['W-121'].message,
    setupFailed: catalogue['W-128'].message,
    /** `questionsProblem`'s codes. */
    questions: {
      'W-118': catalogue['W-118'].message,
      'W-119': catalogue['W-119'].message,
      'W-120': catalogue['W-120'].message,
    },
  },
} as const
