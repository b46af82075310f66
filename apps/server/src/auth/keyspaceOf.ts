import type { App } from '../apps/appSettings.js'

/** Whose keys an app's logins reach: its own id, or `global` for apps sharing one key per user (SPEC §3). */
export function keyspaceOf(app: App): string {
  return app.global ? 'global' : app.id
}
