/** One mail the sink received, as the API returns it. */
export type ReceivedMail = {
  readonly id: string
  /** The From header's address, or the envelope sender when the header has none. */
  readonly from: string
  /** Envelope recipients: everyone the mail was delivered to, Bcc included. */
  readonly to: readonly string[]
  readonly subject: string
  readonly text: string
  readonly html: string
  /** When the sink received it (ISO 8601). */
  readonly date: string
}

export type Mailbox = {
  add(mail: ReceivedMail): void
  /** Newest first; with `to`, only mail delivered to that address (case-insensitive). */
  list(filter?: { to?: string | undefined }): ReceivedMail[]
  find(id: string): ReceivedMail | undefined
  /** Removes every mail and returns how many there were. */
  clear(): number
}

/** Default number of mails kept: older ones are dropped first. */
export const mailboxCapacity = 500

/** An in-memory mailbox that keeps the last `capacity` mails. */
export function createMailbox({ capacity = mailboxCapacity }: { capacity?: number } = {}): Mailbox {
  // Oldest first; a Map keeps insertion order and finds by id.
  const mails = new Map<string, ReceivedMail>()
  return {
    add(mail) {
      mails.set(mail.id, mail)
      for (const id of mails.keys()) {
        if (mails.size <= capacity) break
        mails.delete(id)
      }
    },
    list({ to } = {}) {
      const newestFirst = [...mails.values()].reverse()
      if (to === undefined) return newestFirst
      const wanted = to.trim().toLowerCase()
      return newestFirst.filter((mail) =>
        mail.to.some((address) => address.toLowerCase() === wanted),
      )
    },
    find: (id) => mails.get(id),
    clear() {
      const count = mails.size
      mails.clear()
      return count
    },
  }
}
