import { createSolanaRpc, generateKeyPairSigner, type Rpc, type SolanaRpcApi } from '@solana/kit'
import {
  findAssociatedTokenPda,
  getCreateAssociatedTokenIdempotentInstructionAsync,
  getTransferCheckedInstruction,
} from '@solana-program/token'
import { findFreePortBase } from '@tessera/test-utils'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { solanaFixtureTokens } from './fixtures/solanaFixtureTokens.js'
import { sendWithKit, signWithKit } from './kit/kitTransactions.js'
import { solanaTestUserAddress, solanaTestUserSigner } from './solanaDevnetKeys.js'
import { type SolanaRpc, startSolanaRpc } from './startSolanaRpc.js'

const tokens = Object.values(solanaFixtureTokens)

describe('startSolanaRpc: SPL tokens (Token and Token-2022)', () => {
  let server: SolanaRpc
  let rpc: Rpc<SolanaRpcApi>
  beforeAll(async () => {
    server = await startSolanaRpc({ port: await findFreePortBase(1), slotDurationMs: 0 })
    rpc = createSolanaRpc(server.url)
  })
  afterAll(() => server.stop())

  /** A transfer of `amount` to a new wallet, creating its associated token account. */
  const transferInstructions = async (token: (typeof tokens)[number], amount: bigint) => {
    const user = await solanaTestUserSigner()
    const { address: recipient } = await generateKeyPairSigner()
    const tokenProgram = token.programId
    const [source] = await findAssociatedTokenPda({
      mint: token.mint,
      owner: user.address,
      tokenProgram,
    })
    const [destination] = await findAssociatedTokenPda({
      mint: token.mint,
      owner: recipient,
      tokenProgram,
    })
    const instructions = [
      await getCreateAssociatedTokenIdempotentInstructionAsync({
        payer: user,
        owner: recipient,
        mint: token.mint,
        tokenProgram,
      }),
      getTransferCheckedInstruction(
        {
          source,
          mint: token.mint,
          destination,
          authority: user,
          amount,
          decimals: token.decimals,
        },
        { programAddress: tokenProgram },
      ),
    ]
    return { user, recipient, source, destination, instructions }
  }

  test.each(tokens)(
    'behavior: $symbol transferChecked creates the recipient account; jsonParsed reads it as the real RPC does',
    async (token) => {
      const amount = 1_500_000n
      const sent = await transferInstructions(token, amount)
      const signature = await sendWithKit(rpc, sent.user, sent.instructions)
      const { value } = await rpc
        .getTokenAccountsByOwner(
          sent.recipient,
          { programId: token.programId },
          { encoding: 'jsonParsed', commitment: 'confirmed' },
        )
        .send()
      const program =
        token.programId === solanaFixtureTokens.tusd.programId ? 'spl-token' : 'spl-token-2022'
      const tokenAmount = {
        amount: '1500000',
        decimals: token.decimals,
        uiAmount: Number(amount) / 10 ** token.decimals,
        uiAmountString: token.decimals === 6 ? '1.5' : '0.0015',
      }
      expect(value).toEqual([
        {
          pubkey: sent.destination,
          account: {
            lamports: 2_039_280n + (program === 'spl-token' ? 0n : 34_800n),
            owner: token.programId,
            executable: false,
            rentEpoch: 18_446_744_073_709_551_615n,
            space: program === 'spl-token' ? 165n : 170n,
            data: {
              program,
              space: program === 'spl-token' ? 165n : 170n,
              parsed: {
                type: 'account',
                info: {
                  isNative: false,
                  mint: token.mint,
                  owner: sent.recipient,
                  state: 'initialized',
                  tokenAmount,
                  ...(program === 'spl-token-2022' && {
                    extensions: [{ extension: 'immutableOwner' }],
                  }),
                },
              },
            },
          },
        },
      ])
      const { value: balance } = await rpc
        .getTokenAccountBalance(sent.destination, { commitment: 'confirmed' })
        .send()
      expect(balance).toEqual(tokenAmount)

      const transaction = await rpc
        .getTransaction(signature, {
          encoding: 'jsonParsed',
          commitment: 'confirmed',
          maxSupportedTransactionVersion: 0,
        })
        .send()
      const [create, transfer] = transaction?.transaction.message.instructions ?? []
      expect(create).toMatchObject({
        program: 'spl-associated-token-account',
        parsed: {
          type: 'createIdempotent',
          info: { account: sent.destination, wallet: sent.recipient, mint: token.mint },
        },
      })
      expect(transfer).toEqual({
        program,
        programId: token.programId,
        parsed: {
          type: 'transferChecked',
          info: {
            source: sent.source,
            mint: token.mint,
            destination: sent.destination,
            // Kit reads instruction info without its allowlist of small numbers: bigints.
            tokenAmount: { ...tokenAmount, decimals: BigInt(token.decimals) },
            authority: sent.user.address,
          },
        },
        stackHeight: null,
      })
      const meta = transaction?.meta
      expect(meta?.postTokenBalances).toEqual(
        expect.arrayContaining([
          {
            accountIndex: expect.any(Number),
            mint: token.mint,
            owner: sent.recipient,
            programId: token.programId,
            uiTokenAmount: tokenAmount,
          },
        ]),
      )
      expect(meta?.preTokenBalances?.map((entry) => entry.owner)).toEqual([solanaTestUserAddress])
      const innerTypes = meta?.innerInstructions?.flatMap((group) =>
        group.instructions.map((call) => ('parsed' in call ? call.parsed.type : call.programId)),
      )
      expect(innerTypes).toContain('initializeImmutableOwner')
    },
  )

  test.each(tokens)(
    'args: $symbol mint reads as jsonParsed mint; the mint filter and base64 work',
    async (token) => {
      const { value: mint } = await rpc
        .getAccountInfo(token.mint, { encoding: 'jsonParsed', commitment: 'confirmed' })
        .send()
      expect(mint?.data).toMatchObject({
        parsed: {
          type: 'mint',
          info: {
            decimals: token.decimals,
            isInitialized: true,
            freezeAuthority: null,
            supply: String(token.testUserAmount),
          },
        },
        space: 82n,
      })
      const { value } = await rpc
        .getTokenAccountsByOwner(
          solanaTestUserAddress,
          { mint: token.mint },
          { encoding: 'base64', commitment: 'confirmed' },
        )
        .send()
      expect(value).toHaveLength(1)
      expect(value[0]?.account.data[1]).toBe('base64')
      const { value: supply } = await rpc
        .getTokenSupply(token.mint, { commitment: 'confirmed' })
        .send()
      expect(supply.amount).toBe(String(token.testUserAmount))
    },
  )

  test('args: simulateTransaction returns the accounts as the transfer left them, and parsed inner instructions', async () => {
    const token = solanaFixtureTokens.tst22
    const sent = await transferInstructions(token, 7n)
    const { wire } = await signWithKit(rpc, sent.user, sent.instructions)
    const { value } = await rpc
      .simulateTransaction(wire, {
        encoding: 'base64',
        commitment: 'confirmed',
        innerInstructions: true,
        accounts: { addresses: [sent.destination, sent.source], encoding: 'jsonParsed' },
      })
      .send()
    expect(value.err).toBeNull()
    expect(value.unitsConsumed).toBeGreaterThan(0n)
    const amounts = value.accounts.map((account) =>
      account && 'parsed' in account.data ? account.data.parsed.info : null,
    )
    expect(amounts[0]).toMatchObject({ tokenAmount: { amount: '7' }, owner: sent.recipient })
    expect(amounts[1]).toMatchObject({ owner: solanaTestUserAddress })
    expect(value.innerInstructions?.[0]?.index).toBe(0)
    // Nothing landed: the recipient's account does not exist yet.
    const { value: after } = await rpc
      .getAccountInfo(sent.destination, { encoding: 'base64' })
      .send()
    expect(after).toBeNull()
  })

  test('args: getMultipleAccounts encodes each, null where none; a non-token account falls back to base64', async () => {
    const { address: nobody } = await generateKeyPairSigner()
    const { value } = await rpc
      .getMultipleAccounts([solanaTestUserAddress, nobody], { encoding: 'jsonParsed' })
      .send()
    expect(value[0]?.data).toEqual(['', 'base64'])
    expect(value[1]).toBeNull()
  })

  test('behavior: getSignaturesForAddress lists a wallet transactions newest first', async () => {
    const token = solanaFixtureTokens.tusd
    const first = await transferInstructions(token, 1n)
    const one = await sendWithKit(rpc, first.user, first.instructions)
    const second = await transferInstructions(token, 2n)
    const two = await sendWithKit(rpc, second.user, second.instructions)
    const listed = await rpc
      .getSignaturesForAddress(solanaTestUserAddress, { commitment: 'confirmed', limit: 2 })
      .send()
    expect(listed.map((entry) => entry.signature)).toEqual([two, one])
    expect(listed[0]).toMatchObject({ err: null, memo: null, confirmationStatus: 'confirmed' })
    const older = await rpc
      .getSignaturesForAddress(solanaTestUserAddress, {
        commitment: 'confirmed',
        before: two,
        limit: 1,
      })
      .send()
    expect(older.map((entry) => entry.signature)).toEqual([one])
  })
})
