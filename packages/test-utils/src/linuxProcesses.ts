import { readdirSync, readFileSync } from 'node:fs'

/** `pid (comm) state ppid …` from /proc: the command may hold spaces, the fields after it do not. */
function readStat(pid: number) {
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8')
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ')
  return {
    command: stat.slice(stat.indexOf('(') + 1, stat.lastIndexOf(')')),
    parent: Number(fields[1]),
    // utime and stime, in clock ticks (100 a second on Linux).
    ticks: Number(fields[11]) + Number(fields[12]),
  }
}

/** The `node` processes `pid` started (a cluster's workers), read from /proc (Linux). */
export function nodeChildrenOf(pid: number): number[] {
  return readdirSync('/proc')
    .filter((entry) => /^\d+$/.test(entry))
    .flatMap((entry) => {
      try {
        const { command, parent } = readStat(Number(entry))
        return parent === pid && command === 'node' ? [Number(entry)] : []
      } catch {
        return [] // gone meanwhile
      }
    })
}

/** CPU seconds (user and system, all threads) the processes have used so far (Linux). */
export function cpuSecondsOf(pids: readonly number[]): number {
  const ticksPerSecond = 100
  return pids.reduce((total, pid) => total + readStat(pid).ticks / ticksPerSecond, 0)
}
