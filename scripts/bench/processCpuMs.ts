import { readFileSync } from 'node:fs'

/** Clock ticks per second of /proc's CPU times (USER_HZ, 100 on every Linux this runs on). */
const ticksPerSecond = 100

/**
 * CPU time (user + system, ms) a process has used so far, from /proc (Linux); undefined
 * elsewhere. A bench reads it before and after a run: CPU per request holds steady on a busy
 * machine where requests per second do not.
 */
export function processCpuMs(pid: number | undefined): number | undefined {
  if (pid === undefined) return undefined
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8')
    // Fields after the command name (which may hold spaces) start at its closing parenthesis.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ')
    const userTicks = Number(fields[11])
    const systemTicks = Number(fields[12])
    return ((userTicks + systemTicks) * 1_000) / ticksPerSecond
  } catch {
    return undefined
  }
}
