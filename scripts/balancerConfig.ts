import { readFileSync } from 'node:fs'
import { join, resolve } from 'node:path'

/** The production balancer of deploy/compose.yaml: its `server {}` block is what runs here too. */
export const productionBalancerConfigPath = resolve(
  import.meta.dirname,
  '..',
  'deploy/balancer/nginx.conf',
)

export type BalancerConfigParameters = {
  /** `address:port` pairs to listen on. */
  readonly listen: readonly string[]
  /** The server instances, `address:port`. */
  readonly upstreams: readonly string[]
  /** Where nginx keeps its pid file, logs and temporary files. */
  readonly dir: string
}

const upstreamLine = /^([ \t]*)server[ \t]+[\w.-]+:\d+([^;\n]*);[ \t]*\n/gm
const listenLine = /^([ \t]*)listen[ \t]+\d+;[ \t]*\n/m

/**
 * A whole nginx.conf that runs the production balancer config on this machine: its upstream
 * servers and listen port swapped for `upstreams` and `listen` (each upstream keeps the
 * production line's parameters, e.g. `max_fails`), everything else as deployed, and every file
 * nginx writes under `dir`.
 */
export function balancerConfig(
  parameters: BalancerConfigParameters,
  production = readFileSync(productionBalancerConfigPath, 'utf8'),
): string {
  const upstreamLines = [...production.matchAll(upstreamLine)]
  const [first] = upstreamLines
  const listen = listenLine.exec(production)
  if (!first || !listen)
    throw new Error(
      `${productionBalancerConfigPath} no longer has an upstream \`server host:port …;\` line and a \`listen port;\` line to run it here`,
    )
  const [, upstreamIndent, upstreamOptions] = first
  const [, listenIndent] = listen
  const upstreams = parameters.upstreams
    .map((upstream) => `${upstreamIndent}server ${upstream}${upstreamOptions};\n`)
    .join('')
  const site = production
    .replace(upstreamLine, (line) => (line === first[0] ? upstreams : ''))
    .replace(
      listenLine,
      parameters.listen.map((address) => `${listenIndent}listen ${address};\n`).join(''),
    )
  const file = (name: string) => join(parameters.dir, name)
  return [
    'daemon off;',
    'worker_processes 1;',
    `pid ${file('nginx.pid')};`,
    `error_log ${file('error.log')} warn;`,
    'events { worker_connections 512; }',
    'http {',
    `  access_log ${file('access.log')};`,
    ...['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map(
      (kind) => `  ${kind}_temp_path ${file(`${kind}_temp`)};`,
    ),
    site,
    '}',
    '',
  ].join('\n')
}
