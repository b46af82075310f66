import { defineEvmMethod } from './defineEvmMethod.js'

/**
 * _tessera_getPrivateKey: the account's private key, in NoUI mode only (SPEC §5, §6), and only
 * for an app whose operator allowed key export (docs/server.md).
 */
export const _tessera_getPrivateKey = defineEvmMethod({
  needsApproval: false,
  needsAccount: true,
  modes: ['noUI'],
  exportsKey: true,
  parseParams: () => undefined,
  run: async (_request, context) => context.privateKey,
})
