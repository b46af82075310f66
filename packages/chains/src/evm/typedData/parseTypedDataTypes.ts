import { invalidParams } from '../../params/invalidParams.js'
import { isRecord } from '../../params/isRecord.js'
import { eip712BaseType } from './eip712BaseType.js'
import { isAtomicEip712Type, isAtomicTypeName } from './isAtomicEip712Type.js'
import type { TypedDataField, TypedDataTypes } from './TypedDataTypes.js'

const identifier = /^[A-Za-z_$][A-Za-z0-9_$]*$/

/**
 * The `types` of an EIP-712 payload, every one checked: struct and field names are identifiers,
 * a struct is not named like an atomic type, no field is declared twice, and every field's type
 * is a valid EIP-712 type (an atomic type, a struct defined in `types`, or arrays `T[]`/`T[n]`
 * of those). The error names the struct, the field and the bad type.
 */
export function parseTypedDataTypes(value: Record<string, unknown>): TypedDataTypes {
  const types: Record<string, readonly TypedDataField[]> = {}
  for (const [struct, fields] of Object.entries(value)) {
    if (!identifier.test(struct) || isAtomicTypeName(struct))
      throw invalidParams(
        `typed data struct name ${JSON.stringify(struct)} is not valid: it must be an identifier not named like an atomic type`,
      )
    types[struct] = structFields(struct, fields)
  }
  for (const [struct, fields] of Object.entries(types))
    for (const field of fields) assertFieldType(struct, field, types)
  return types
}

function structFields(struct: string, fields: unknown): readonly TypedDataField[] {
  if (!Array.isArray(fields) || !fields.every(isField))
    throw invalidParams(`typed data types.${struct} must be a list of { name, type } fields`)
  const names = new Set<string>()
  for (const { name } of fields) {
    if (!identifier.test(name))
      throw invalidParams(
        `typed data field ${JSON.stringify(name)} of ${struct} is not a valid field name`,
      )
    if (names.has(name)) throw invalidParams(`typed data field ${struct}.${name} is declared twice`)
    names.add(name)
  }
  return fields.map(({ name, type }) => ({ name, type }))
}

function isField(value: unknown): value is TypedDataField {
  return isRecord(value) && typeof value.name === 'string' && typeof value.type === 'string'
}

function assertFieldType(struct: string, field: TypedDataField, types: TypedDataTypes): void {
  const base = eip712BaseType(field.type)
  const where = `type ${JSON.stringify(field.type)} of ${struct}.${field.name}`
  if (base === undefined || (isAtomicTypeName(base) && !isAtomicEip712Type(base)))
    throw invalidParams(`typed data ${where} is not a valid EIP-712 type`)
  if (!isAtomicEip712Type(base) && !Object.hasOwn(types, base))
    throw invalidParams(`typed data ${where} is not defined in types`)
}
