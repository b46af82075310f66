/**
 * Issue #17: runs `task` once every task given earlier with the same key has settled, one at a
 * time per key, in the order they came; answers what `task` answers. The engine holds one per
 * wallet; EVM sends of an account on a chain take it from nonce choice to broadcast, so sends of
 * that engine at the same time (a wallet_sendCalls batch, an eth_sendTransaction, the Send
 * screen, a cancel) get consecutive nonces. In a browser it spans the wallet's tabs under one host
 * site (Web Locks), so sends from two tabs of a host at once are ordered too.
 */
export type KeyedLock = <result>(key: string, task: () => Promise<result>) => Promise<result>
