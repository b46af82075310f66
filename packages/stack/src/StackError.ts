/** A service of the local stack failed: names the service and its port so the fix is obvious. */
export class StackError extends Error {
  override name = 'StackError'
  readonly service: string
  readonly port: number

  constructor(service: string, port: number, problem: string, options?: { cause?: unknown }) {
    super(`${service} (port ${port}): ${problem}`, options)
    this.service = service
    this.port = port
  }
}
