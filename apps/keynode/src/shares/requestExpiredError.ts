import { HttpError } from '@tessera/service-kit'
import { nodeErrors } from '../nodeErrors.js'

/**
 * `request_expired` with the node's clock in the answer (`error.serverTime`, Unix ms; review
 * finding 7 of #16): a client whose own clock is off can tell the user so, instead of a generic
 * failure. The answer is signed like every other, so the time is the node's.
 */
export class RequestExpiredError extends HttpError {
  readonly serverTime: number

  constructor(serverTime: number) {
    const { status, message } = nodeErrors.request_expired
    super('request_expired', status, message)
    this.serverTime = serverTime
  }

  override toJSON() {
    return { error: { ...super.toJSON().error, serverTime: this.serverTime } }
  }
}
