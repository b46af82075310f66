import type { z } from 'zod'

/**
 * Parses environment variables with a schema. Empty variables count as unset (as shells and
 * compose files write them). On failure, one error names every wrong variable with its value,
 * except `secretNames` (connection strings may carry passwords), whose values are hidden.
 */
export function parseEnv<schema extends z.ZodType>(
  schema: schema,
  env: NodeJS.ProcessEnv,
  options: { what: string; secretNames: readonly string[] },
): { values: z.infer<schema>; given: Readonly<Record<string, string>> } {
  const given = Object.fromEntries(
    Object.entries(env).filter(
      (entry): entry is [string, string] => entry[1] !== undefined && entry[1] !== '',
    ),
  )
  const parsed = schema.safeParse(given)
  if (parsed.success) return { values: parsed.data, given }
  const problems = parsed.error.issues.map((issue) => {
    const name = String(issue.path[0])
    const shown = options.secretNames.includes(name) ? 'value hidden' : `got '${env[name] ?? ''}'`
    return `${name} ${issue.message} (${shown})`
  })
  throw new Error(`Invalid ${options.what} configuration: ${problems.join('; ')}`)
}
