import type { RateLimitRule } from '@tessera/service-kit'

const minute = 60_000

/** The auth service's limits, per IP and per identity (issue: code sending, checking, tokens, polling). */
export const rateLimitRules = {
  otpSendPerIp: { name: 'otp-send-ip', limit: 30, windowMs: 10 * minute },
  otpSendPerIdentity: { name: 'otp-send-identity', limit: 5, windowMs: 10 * minute },
  otpCheckPerIp: { name: 'otp-check-ip', limit: 60, windowMs: 10 * minute },
  loginTokenPerIp: { name: 'login-token-ip', limit: 600, windowMs: minute },
  loginTokenPerIdentity: { name: 'login-token-identity', limit: 30, windowMs: minute },
  credPollPerSession: { name: 'cred-poll-session', limit: 90, windowMs: minute },
  /** Registering, reading keys of, verifying and storing credential sessions. */
  credPerIp: { name: 'cred-ip', limit: 120, windowMs: minute },
  /** Mails to one recipient across all apps, `+tag` variants counted together. */
  otpSendPerRecipient: { name: 'otp-send-recipient', limit: 10, windowMs: 10 * minute },
} as const satisfies Record<string, RateLimitRule>
