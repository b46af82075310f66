import { execFileSync } from 'node:child_process'
import { runTool } from '@tessera/test-utils'

/** Each run takes one /24 of 10.77.0.0/16: the bridge is .1, node `index` is .(10 + index). */
const subnetPrefix = '10.77'
const ip = '/usr/sbin/ip'

export type NamespacedKeyNode = {
  readonly index: number
  /** `tessera-{subnet}-node-{index}`: run the node with `ip netns exec {namespace}`. */
  readonly namespace: string
  /** The node's own address, on its namespace's `eth0`. */
  readonly address: string
  /** The host end of its veth pair, on the bridge: set it down and the node is cut off. */
  readonly hostLink: string
  /** What runs a command in its namespace: `ip netns exec {namespace}`. */
  readonly launcher: readonly string[]
}

export type KeyNodeNamespaces = {
  /** The host's address on the bridge: what the nodes reach this machine's services at. */
  readonly hostAddress: string
  readonly bridge: string
  readonly nodes: readonly NamespacedKeyNode[]
  /** Takes node `index`'s link down (cut off) or up again. */
  setLink(index: number, state: 'up' | 'down'): Promise<void>
  /** Deletes the namespaces (their veth pairs go with them) and the bridge. Safe to call twice. */
  remove(): Promise<void>
}

// Whatever way the process exits, the namespaces it made go with it.
const liveNetworks = new Set<{ bridge: string; namespaces: string[]; hostLinks: string[] }>()
process.on('exit', () => {
  for (const network of liveNetworks) removeNow(network)
})

/**
 * Puts each key node in a Linux network namespace of its own: a veth pair per node, its host end
 * on one bridge that holds the host's address. Needs root (`ip netns`).
 */
export async function createKeyNodeNamespaces(
  indexes: readonly number[],
): Promise<KeyNodeNamespaces> {
  requireRoot()
  const subnet = await freeSubnet()
  const bridge = `tessera${subnet}`
  const hostAddress = `${subnetPrefix}.${subnet}.1`
  const nodes = indexes.map((index) => {
    const namespace = `tessera-${subnet}-node-${index}`
    return {
      index,
      namespace,
      address: `${subnetPrefix}.${subnet}.${10 + index}`,
      hostLink: `tessera${subnet}-${index}`,
      launcher: [ip, 'netns', 'exec', namespace],
    }
  })
  const network = {
    bridge,
    namespaces: nodes.map((node) => node.namespace),
    hostLinks: nodes.map((node) => node.hostLink),
  }
  liveNetworks.add(network)
  try {
    await runTool(ip, ['link', 'add', bridge, 'type', 'bridge'])
    await runTool(ip, ['address', 'add', `${hostAddress}/24`, 'dev', bridge])
    await runTool(ip, ['link', 'set', bridge, 'up'])
    for (const node of nodes) {
      const inside = (...args: string[]) => runTool(ip, ['-n', node.namespace, ...args])
      await runTool(ip, ['netns', 'add', node.namespace])
      // The node's end is made inside its namespace: this machine has an eth0 of its own.
      await runTool(ip, [
        ...['link', 'add', node.hostLink, 'type', 'veth'],
        ...['peer', 'name', 'eth0', 'netns', node.namespace],
      ])
      await runTool(ip, ['link', 'set', node.hostLink, 'master', bridge, 'up'])
      await inside('address', 'add', `${node.address}/24`, 'dev', 'eth0')
      await inside('link', 'set', 'eth0', 'up')
      await inside('link', 'set', 'lo', 'up')
    }
  } catch (error) {
    liveNetworks.delete(network)
    removeNow(network)
    throw error
  }
  let removed: Promise<void> | undefined
  return {
    hostAddress,
    bridge,
    nodes,
    setLink: async (index, state) => {
      const node = nodes.find((candidate) => candidate.index === index)
      if (!node) throw new Error(`no key node ${index} in this network`)
      await runTool(ip, ['link', 'set', node.hostLink, state])
    },
    remove: () => {
      removed ??= (async () => {
        liveNetworks.delete(network)
        // A veth pair goes with either end at once; a namespace's own links go only later.
        for (const hostLink of network.hostLinks) await runTool(ip, ['link', 'delete', hostLink])
        for (const namespace of network.namespaces)
          await runTool(ip, ['netns', 'delete', namespace])
        await runTool(ip, ['link', 'delete', bridge])
      })()
      return removed
    },
  }
}

/** Fails saying why unless this process runs as root, which `ip netns add` needs. */
export function requireRoot(): void {
  if (process.getuid?.() !== 0)
    throw new Error(
      'npm run start:scaled needs root: it puts each key node in a network namespace of its own (ip netns add). Run it as root, e.g. sudo npm run start:scaled',
    )
}

/** The lowest third octet whose 10.77.x.0/24 no interface of this machine uses yet. */
async function freeSubnet(): Promise<number> {
  const addresses = JSON.parse(await runTool(ip, ['-j', '-4', 'address', 'show'])) as {
    addr_info: { local: string }[]
  }[]
  const taken = new Set(
    addresses.flatMap(({ addr_info }) =>
      addr_info.flatMap(({ local }) =>
        local.startsWith(`${subnetPrefix}.`) ? [Number(local.split('.')[2])] : [],
      ),
    ),
  )
  const free = Array.from({ length: 256 }, (_, octet) => octet).find((octet) => !taken.has(octet))
  if (free === undefined) throw new Error(`every ${subnetPrefix}.x.0/24 subnet is in use`)
  return free
}

/** Deletes what is left of a network at once, synchronously, ignoring what is already gone. */
function removeNow({
  bridge,
  namespaces,
  hostLinks,
}: {
  bridge: string
  namespaces: string[]
  hostLinks: string[]
}): void {
  for (const args of [
    ...hostLinks.map((link) => ['link', 'delete', link]),
    ...namespaces.map((ns) => ['netns', 'delete', ns]),
    ['link', 'delete', bridge],
  ])
    try {
      execFileSync(ip, args, { stdio: 'ignore' })
    } catch {
      // Never made, or already deleted.
    }
}
