import { unwrapOption } from '@solana/kit'
import {
  getApproveInstructionDataDecoder,
  getBurnCheckedInstructionDataDecoder,
  getBurnInstructionDataDecoder,
  getInitializeAccount3InstructionDataDecoder,
  getInitializeMint2InstructionDataDecoder,
  getInitializeMintInstructionDataDecoder,
  getMintToCheckedInstructionDataDecoder,
  getMintToInstructionDataDecoder,
  getTransferCheckedInstructionDataDecoder,
  getTransferInstructionDataDecoder,
  identifyTokenInstruction,
  TokenInstruction,
} from '@solana-program/token'
import { tokenExtensionTypeName } from '../accounts/tokenExtensionTypeName.js'
import { uiTokenAmount } from '../accounts/uiTokenAmount.js'
import {
  accountsOf,
  authorityAt,
  type InstructionInput,
  type ParsedInfo,
} from './instructionAccounts.js'

type Parser = (instruction: InstructionInput) => ParsedInfo
const owner = ['owner', 'multisigOwner'] as const
const authority = ['authority', 'multisigAuthority'] as const
const mintAuthority = ['mintAuthority', 'multisigMintAuthority'] as const

/** Decodes `data` with `decoder`, for parsers that need only the fields. */
const decode = <T>(decoder: { decode(data: InstructionInput['data']): T }, i: InstructionInput) =>
  decoder.decode(i.data)

// Agave's `parse_token` shapes. Token-2022 shares these instruction numbers; its extension
// instructions (25 on) are not parsed here. Amounts are strings, `tokenAmount` a UI amount.
const parsers: Partial<Record<TokenInstruction, Parser>> = {
  [TokenInstruction.InitializeMint]: (i) => {
    const [mint, rentSysvar] = accountsOf(i, 2)
    return { type: 'initializeMint', info: { mint, ...mintInfo(i), rentSysvar } }
  },
  [TokenInstruction.InitializeMint2]: (i) => {
    const [mint] = accountsOf(i, 1)
    return { type: 'initializeMint2', info: { mint, ...mintInfo(i) } }
  },
  [TokenInstruction.InitializeAccount]: (i) => {
    const [account, mint, accountOwner, rentSysvar] = accountsOf(i, 4)
    return { type: 'initializeAccount', info: { account, mint, owner: accountOwner, rentSysvar } }
  },
  [TokenInstruction.InitializeAccount3]: (i) => {
    const [account, mint] = accountsOf(i, 2)
    const data = decode(getInitializeAccount3InstructionDataDecoder(), i)
    return { type: 'initializeAccount3', info: { account, mint, owner: data.owner } }
  },
  [TokenInstruction.Transfer]: (i) => {
    const [source, destination] = accountsOf(i, 2)
    const { amount } = decode(getTransferInstructionDataDecoder(), i)
    const info = { source, destination, amount: String(amount), ...authorityAt(i, 2, authority) }
    return { type: 'transfer', info }
  },
  [TokenInstruction.TransferChecked]: (i) => {
    const [source, mint, destination] = accountsOf(i, 3)
    const { amount, decimals } = decode(getTransferCheckedInstructionDataDecoder(), i)
    const tokenAmount = uiTokenAmount(amount, decimals)
    const info = { source, mint, destination, tokenAmount, ...authorityAt(i, 3, authority) }
    return { type: 'transferChecked', info }
  },
  [TokenInstruction.Approve]: (i) => {
    const [source, delegate] = accountsOf(i, 2)
    const { amount } = decode(getApproveInstructionDataDecoder(), i)
    return {
      type: 'approve',
      info: { source, delegate, amount: String(amount), ...authorityAt(i, 2, owner) },
    }
  },
  [TokenInstruction.Revoke]: (i) => {
    const [source] = accountsOf(i, 1)
    return { type: 'revoke', info: { source, ...authorityAt(i, 1, owner) } }
  },
  [TokenInstruction.MintTo]: (i) => {
    const [mint, account] = accountsOf(i, 2)
    const { amount } = decode(getMintToInstructionDataDecoder(), i)
    const info = { mint, account, amount: String(amount), ...authorityAt(i, 2, mintAuthority) }
    return { type: 'mintTo', info }
  },
  [TokenInstruction.MintToChecked]: (i) => {
    const [mint, account] = accountsOf(i, 2)
    const { amount, decimals } = decode(getMintToCheckedInstructionDataDecoder(), i)
    const tokenAmount = uiTokenAmount(amount, decimals)
    return {
      type: 'mintToChecked',
      info: { mint, account, tokenAmount, ...authorityAt(i, 2, mintAuthority) },
    }
  },
  [TokenInstruction.Burn]: (i) => {
    const [account, mint] = accountsOf(i, 2)
    const { amount } = decode(getBurnInstructionDataDecoder(), i)
    const info = { account, mint, amount: String(amount), ...authorityAt(i, 2, authority) }
    return { type: 'burn', info }
  },
  [TokenInstruction.BurnChecked]: (i) => {
    const [account, mint] = accountsOf(i, 2)
    const { amount, decimals } = decode(getBurnCheckedInstructionDataDecoder(), i)
    const tokenAmount = uiTokenAmount(amount, decimals)
    return {
      type: 'burnChecked',
      info: { account, mint, tokenAmount, ...authorityAt(i, 2, authority) },
    }
  },
  [TokenInstruction.CloseAccount]: (i) => {
    const [account, destination] = accountsOf(i, 2)
    return { type: 'closeAccount', info: { account, destination, ...authorityAt(i, 2, owner) } }
  },
  [TokenInstruction.SyncNative]: (i) => {
    const [account] = accountsOf(i, 1)
    return { type: 'syncNative', info: { account } }
  },
  [TokenInstruction.GetAccountDataSize]: (i) => {
    const [mint] = accountsOf(i, 1)
    const view = new DataView(Uint8Array.from(i.data).buffer)
    // Token-2022 appends the extension types (u16 each) the account will need.
    const extensionTypes = Array.from({ length: Math.floor((i.data.length - 1) / 2) }, (_, n) =>
      tokenExtensionTypeName(view.getUint16(1 + n * 2, true)),
    )
    return {
      type: 'getAccountDataSize',
      info: { mint, ...(extensionTypes.length > 0 && { extensionTypes }) },
    }
  },
  [TokenInstruction.InitializeImmutableOwner]: (i) => {
    const [account] = accountsOf(i, 1)
    return { type: 'initializeImmutableOwner', info: { account } }
  },
}

function mintInfo(instruction: InstructionInput) {
  const data =
    instruction.data[0] === TokenInstruction.InitializeMint
      ? decode(getInitializeMintInstructionDataDecoder(), instruction)
      : decode(getInitializeMint2InstructionDataDecoder(), instruction)
  const freezeAuthority = unwrapOption(data.freezeAuthority)
  return {
    decimals: data.decimals,
    mintAuthority: data.mintAuthority,
    ...(freezeAuthority && { freezeAuthority }),
  }
}

/** An SPL Token or Token-2022 instruction as `jsonParsed` shows it, or null if not parsed here. */
export function parseTokenInstruction(instruction: InstructionInput): ParsedInfo | null {
  return parsers[identifyTokenInstruction(instruction.data)]?.(instruction) ?? null
}
