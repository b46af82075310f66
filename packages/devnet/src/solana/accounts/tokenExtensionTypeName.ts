// spl-token-2022's `ExtensionType` values, in order, named as Agave's RPC names them.
const extensionTypeNames = [
  'uninitialized',
  'transferFeeConfig',
  'transferFeeAmount',
  'mintCloseAuthority',
  'confidentialTransferMint',
  'confidentialTransferAccount',
  'defaultAccountState',
  'immutableOwner',
  'memoTransfer',
  'nonTransferable',
  'interestBearingConfig',
  'cpiGuard',
  'permanentDelegate',
  'nonTransferableAccount',
  'transferHook',
  'transferHookAccount',
  'confidentialTransferFeeConfig',
  'confidentialTransferFeeAmount',
  'metadataPointer',
  'tokenMetadata',
  'groupPointer',
  'tokenGroup',
  'groupMemberPointer',
  'tokenGroupMember',
  'confidentialMintBurn',
  'scaledUiAmountConfig',
  'pausableConfig',
  'pausableAccount',
] as const

/** The RPC's name for a Token-2022 extension type number; unknown ones are unparseable. */
export function tokenExtensionTypeName(type: number): string {
  return extensionTypeNames[type] ?? 'unparseableExtension'
}
