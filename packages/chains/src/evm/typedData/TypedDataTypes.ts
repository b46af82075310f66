/** One field of an EIP-712 struct. */
export type TypedDataField = { readonly name: string; readonly type: string }

/** EIP-712 `types`: each struct's fields by struct name. */
export type TypedDataTypes = Readonly<Record<string, readonly TypedDataField[]>>
