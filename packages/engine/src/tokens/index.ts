export type { CustomToken, KnownToken } from './knownToken.js'
export { loadKnownTokens } from './loadKnownTokens.js'
export {
  isTokenAddressComplete,
  type LookupCustomTokenErrorType,
  type LookupCustomTokenParameters,
  type LookupCustomTokenReturnType,
  lookupCustomToken,
} from './lookupCustomToken.js'
export { mergeTokenLists } from './mergeTokenLists.js'
export { monogramLogo } from './monogramLogo.js'
export { readTokenMetadata, type TokenMetadata } from './readTokenMetadata.js'
export { tokenLogosPath, tokenLogoUrl } from './tokenLogoUrl.js'
export { type ValidateCustomTokenErrorType, validateCustomToken } from './validateCustomToken.js'
