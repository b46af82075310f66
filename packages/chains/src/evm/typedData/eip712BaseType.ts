/** An EIP-712 type: a base type name, then any number of `[]` or `[n]` array suffixes (n ≥ 1). */
const eip712Type = /^([A-Za-z_$][A-Za-z0-9_$]*)(?:\[(?:[1-9][0-9]*)?\])*$/

/**
 * The base type of an EIP-712 type string (`Person` of `Person[2][]`), or undefined when the
 * string is not one (`ConsiderationItem[+`, `uint256[01]`, `Person[0]`).
 */
export function eip712BaseType(type: string): string | undefined {
  return eip712Type.exec(type)?.[1]
}
