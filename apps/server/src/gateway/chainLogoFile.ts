import { readFileSync } from 'node:fs'

const logoNames = [
  'arbitrum',
  'base',
  'bnb',
  'ethereum',
  'generic',
  'multiversx',
  'near',
  'optimism',
  'polygon',
  'solana',
  'tessera',
] as const
type LogoName = (typeof logoNames)[number]

const logos = Object.fromEntries(
  logoNames.map((name) => [
    name,
    readFileSync(new URL(`../assets/chain-logos/${name}.svg`, import.meta.url)),
  ]),
) as Record<LogoName, Buffer>

const evmLogos: Readonly<Record<string, LogoName>> = {
  '1': 'ethereum',
  '11155111': 'ethereum',
  '137': 'polygon',
  '80002': 'polygon',
  '42161': 'arbitrum',
  '421614': 'arbitrum',
  '56': 'bnb',
  '97': 'bnb',
  '10': 'optimism',
  '11155420': 'optimism',
  '8453': 'base',
  '84532': 'base',
  '31337': 'tessera',
  '31338': 'tessera',
}

const familyLogos: Readonly<Record<string, LogoName>> = {
  solana: 'solana',
  multiversx: 'multiversx',
  near: 'near',
}

/** The SVG logo of a chain (SPEC §7 `/api/v2/chain/logo/{chainId}/{chainFamily}/`), or a generic one. */
export function chainLogoFile(chainId: string, chainFamily: string): Buffer {
  const family = chainFamily.toLowerCase()
  const name = family === 'evm' ? evmLogos[chainId] : familyLogos[family]
  return logos[name ?? 'generic']
}
