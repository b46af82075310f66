/** How a service ended: its exit code or signal, and the tail of what it printed. */
export type ServiceExit = {
  readonly code: number | null
  readonly signal: string | null
  readonly output: string
}

/** A started, ready service. */
export type RunningService = {
  /** The process's id, for a service that is a process of its own. */
  readonly pid?: number | undefined
  /** Settles when the service ends, on its own (a crash) or after `stop()`. */
  readonly exited: Promise<ServiceExit>
  /** Stops the service and waits until it has ended. Safe to call twice. */
  stop(): Promise<void>
}

/** One part of the local stack: what it is called, where it listens, how to start it. */
export type ServiceDefinition = {
  readonly name: string
  readonly port: number
  /** What a user opens or a client connects to, printed by `npm start`. */
  readonly url: string
  /** Starts the service and resolves once it answers. */
  start(): Promise<RunningService>
}
