/**
 * Tessera's icon: a mosaic of four tiles (a tessera is one tile), 96×96 as EIP-6963 recommends.
 * EIP-6963 and the Wallet Standard each wrap it in their own data URI.
 */
export const tesseraIconSvg =
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 96 96"><rect width="96" height="96" rx="20" fill="#1f2a44"/><path fill="#f4b942" d="M20 20h24v24H20zm32 0h24v24H52zm0 32h24v24H52z"/><path fill="#5ec2b7" d="M20 52h24v24H20z"/></svg>'
