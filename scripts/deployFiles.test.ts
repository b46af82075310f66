import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { join, resolve } from 'node:path'
import { probePaths } from '@tessera/service-kit'
import { describe, expect, test } from 'vitest'
import { nodeEnvNames } from '../apps/keynode/src/config/readNodeConfig.js'
import { readServerConfig, serverEnvNames } from '../apps/server/src/config/readServerConfig.js'
import { parseYamlSubset } from './parseYamlSubset.js'

// The files of deploy/ cannot run here (no Docker, no cluster): this checks what would make them
// fail or drift from the code. Everything they may name is read from the code itself.

const repoRoot = resolve(import.meta.dirname, '..')
const deployFile = (path: string) => join(repoRoot, 'deploy', path)
const readDeploy = (path: string) => readFileSync(deployFile(path), 'utf8')

/** The exact locations nginx answers itself (`location = /health`): the web image's routes. */
const nginxExactLocations = (conf: string) =>
  [...conf.matchAll(/^\s*location = (\S+) \{/gm)].map((match) => match[1] ?? '')

const serviceProbes = Object.values(probePaths)
/** Each image deploy/ builds: its Dockerfile, what its code reads, what its probes may ask. */
type Image = {
  readonly dockerfile: string
  readonly envNames: readonly string[]
  readonly probes: readonly string[]
}
const images: Readonly<Record<'tessera/server' | 'tessera/keynode' | 'tessera/web', Image>> = {
  'tessera/server': {
    dockerfile: 'server/Dockerfile',
    envNames: serverEnvNames,
    probes: serviceProbes,
  },
  'tessera/keynode': {
    dockerfile: 'keynode/Dockerfile',
    envNames: nodeEnvNames,
    probes: serviceProbes,
  },
  'tessera/web': {
    dockerfile: 'web/Dockerfile',
    envNames: [],
    probes: nginxExactLocations(readDeploy('web/nginx.conf')),
  },
}

const imageOf = (name: unknown): Image => {
  const image = images[name as keyof typeof images]
  if (!image) throw new Error(`deploy/ runs an image it does not build: ${String(name)}`)
  return image
}

/** A Dockerfile's instructions, continuation lines joined, comments dropped. */
function dockerInstructions(path: string) {
  return readDeploy(path)
    .replace(/\\\n/g, ' ')
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line !== '' && !line.startsWith('#'))
    .map((line) => {
      const [word = '', ...rest] = line.split(/\s+/)
      return { word: word.toUpperCase(), args: rest }
    })
}

const dockerEnv = (path: string): Record<string, string> =>
  Object.fromEntries(
    dockerInstructions(path)
      .filter(({ word }) => word === 'ENV')
      .flatMap(({ args }) => args.map((pair) => pair.split('=', 2) as [string, string])),
  )

/** The path of every http URL in a probe command (`fetch('http://127.0.0.1:8551/ready')`). */
const pathsInCommand = (command: unknown) =>
  [...JSON.stringify(command).matchAll(/https?:\/\/[^/\s'"]+(\/[\w./-]*)/g)].map((m) => m[1])

type Manifest = {
  kind: string
  metadata: { name: string }
  data?: Record<string, unknown>
  stringData?: Record<string, unknown>
  spec?: { template?: { spec: { containers: Container[] } } }
}
type Probe = { httpGet: { path: string } }
type Container = {
  name: string
  image: string
  env?: { name: string; valueFrom?: { secretKeyRef?: { name: string; key: string } } }[]
  envFrom?: { configMapRef?: { name: string }; secretRef?: { name: string } }[]
  livenessProbe?: Probe
  readinessProbe?: Probe
}

const manifests = readdirSync(deployFile('k8s'))
  .filter((file) => file.endsWith('.yaml'))
  .flatMap((file) => parseYamlSubset(readDeploy(`k8s/${file}`)) as Manifest[])
const named = (kind: string, name: string) => {
  const found = manifests.find((m) => m.kind === kind && m.metadata.name === name)
  if (!found) throw new Error(`deploy/k8s names a ${kind} it does not hold: ${name}`)
  return found
}
const workloads = manifests.filter((m) => ['Deployment', 'StatefulSet'].includes(m.kind))

/** Every variable a container gets: its own `env` and the keys of what `envFrom` names. */
const containerEnvNames = (container: Container) => [
  ...(container.env ?? []).map(({ name }) => name),
  ...(container.envFrom ?? []).flatMap(({ configMapRef, secretRef }) => {
    const source = configMapRef
      ? named('ConfigMap', configMapRef.name).data
      : named('Secret', secretRef?.name ?? '').stringData
    return Object.keys(source ?? {})
  }),
]

describe('deployment files (deploy/)', () => {
  test('default: #18 every Dockerfile starts a file of this repository, copies what exists and sets only variables its service reads', () => {
    for (const image of Object.values(images)) {
      const instructions = dockerInstructions(image.dockerfile)
      const cmd = instructions.filter(({ word }) => word === 'CMD')
      expect(cmd, image.dockerfile).toHaveLength(1)
      const command = JSON.parse(cmd[0]?.args.join(' ') ?? '') as string[]
      for (const script of command.filter((arg) => /\.[cm]?[jt]s$/.test(arg)))
        expect(existsSync(join(repoRoot, script)), `${image.dockerfile}: ${script}`).toBe(true)
      const copied = instructions
        .filter(({ word, args }) => word === 'COPY' && !args.some((a) => a.startsWith('--from')))
        .flatMap(({ args }) => args.filter((a) => !a.startsWith('--')).slice(0, -1))
      for (const source of copied)
        expect(existsSync(join(repoRoot, source)), `${image.dockerfile}: ${source}`).toBe(true)
      const names = Object.keys(dockerEnv(image.dockerfile))
      expect(
        names.filter((name) => !image.envNames.includes(name)),
        image.dockerfile,
      ).toEqual([])
    }
  })

  test('default: #18 compose: each service of ours sets only variables its code reads, is built from its Dockerfile and probes a route it serves', () => {
    const [compose] = parseYamlSubset(readDeploy('compose.yaml')) as [
      { services: Record<string, Record<string, unknown>> },
    ]
    const ours = Object.entries(compose.services).filter(([, s]) =>
      String(s.image).startsWith('tessera/'),
    )
    expect(ours.map(([name]) => name)).toEqual([
      'server-1',
      'server-2',
      'keynode-1',
      'keynode-2',
      'keynode-3',
      'web',
    ])
    for (const [name, service] of ours) {
      const image = imageOf(service.image)
      const environment = Object.keys((service.environment as object | undefined) ?? {})
      expect(
        environment.filter((v) => !image.envNames.includes(v)),
        name,
      ).toEqual([])
      const build = service.build as { dockerfile: string } | undefined
      if (build) expect(build.dockerfile, name).toBe(`deploy/${image.dockerfile}`)
      const probed = pathsInCommand((service.healthcheck as { test: unknown }).test)
      expect(probed.length, name).toBeGreaterThan(0)
      for (const path of probed) expect(image.probes, name).toContain(path)
    }
    const mountedFiles = Object.values(compose.services)
      .flatMap((service) => (service.volumes as string[] | undefined) ?? [])
      .map((volume) => volume.split(':')[0] ?? '')
      .filter((source) => /^\.\/.*\.\w+$/.test(source))
    expect(mountedFiles).toEqual(['./balancer/nginx.conf'])
    for (const file of mountedFiles) expect(existsSync(deployFile(file))).toBe(true)
  })

  test('default: #18 kubernetes: each container sets only variables its code reads, from ConfigMaps and Secrets the manifests hold, and probes liveness and readiness on routes it serves', () => {
    expect(workloads.map((w) => `${w.kind}/${w.metadata.name}`)).toEqual([
      'StatefulSet/tessera-keynode',
      'Deployment/tessera-server',
      'Deployment/tessera-web',
    ])
    for (const workload of workloads)
      for (const container of workload.spec?.template?.spec.containers ?? []) {
        const image = imageOf(container.image)
        const names = containerEnvNames(container)
        expect(
          names.filter((v) => !image.envNames.includes(v)),
          container.name,
        ).toEqual([])
        for (const { valueFrom } of container.env ?? [])
          if (valueFrom?.secretKeyRef) {
            const secret = named('Secret', valueFrom.secretKeyRef.name)
            expect(Object.keys(secret.stringData ?? {})).toContain(valueFrom.secretKeyRef.key)
          }
        expect(image.probes).toContain(container.livenessProbe?.httpGet.path)
        expect(image.probes).toContain(container.readinessProbe?.httpGet.path)
      }
    const probesOf = (name: string) => {
      const [container] = named('Deployment', name).spec?.template?.spec.containers ?? []
      return [container?.livenessProbe?.httpGet.path, container?.readinessProbe?.httpGet.path]
    }
    expect(probesOf('tessera-server')).toEqual([probePaths.health, probePaths.ready])
  })

  test('default: #18 the server loads the configuration its image and manifests give it', () => {
    const config = readServerConfig({
      ...dockerEnv(images['tessera/server'].dockerfile),
      ...(named('ConfigMap', 'tessera-server').data as Record<string, string>),
      ...(named('Secret', 'tessera-server').stringData as Record<string, string>),
    })
    expect(config).toMatchObject({
      host: '0.0.0.0',
      port: 8551,
      publicUrl: 'https://auth.wallet.example',
      workers: 2,
      trustProxy: 1,
    })
  })

  test('default: #18 docs/deploy.md lists exactly the variables each service reads', () => {
    const docs = readFileSync(join(repoRoot, 'docs/deploy.md'), 'utf8')
    const listedUnder = (heading: string) => {
      const section = docs.split(`\n### ${heading}\n`)[1]?.split(/\n##/)[0] ?? ''
      return [...section.matchAll(/^\| `(\w+)` \|/gm)].map((match) => match[1]).toSorted()
    }
    expect(listedUnder('Server')).toEqual(serverEnvNames.toSorted())
    expect(listedUnder('Key node')).toEqual(nodeEnvNames.toSorted())
  })
})
