import { execFile } from 'node:child_process'

const outputTailChars = 2_000

/** Runs a command to completion, failing with its name and the tail of what it printed. */
export function runTool(
  command: string,
  args: readonly string[],
  options: { cwd?: string } = {},
): Promise<string> {
  return new Promise((resolve, reject) => {
    execFile(command, args, { cwd: options.cwd, encoding: 'utf8' }, (error, stdout, stderr) => {
      if (!error) return resolve(stdout)
      const tail = `${stdout}${stderr}`.trim().slice(-outputTailChars)
      reject(new Error(`${command} ${args.join(' ')} failed: ${tail || error.message}`))
    })
  })
}
