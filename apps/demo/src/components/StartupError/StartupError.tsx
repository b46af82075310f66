export type StartupErrorProps = { message: string }

/** Shown instead of the demo when its config cannot be loaded or the SDK refuses it. */
export function StartupError({ message }: StartupErrorProps) {
  return (
    <main className="page">
      <section className="card" role="alert" data-testid="startup-error">
        <h1>The demo could not start</h1>
        <p>{message}</p>
        <p className="muted">
          It reads <code>/demo-config.json</code> from its own origin; <code>npm start</code> serves
          it.
        </p>
      </section>
    </main>
  )
}
