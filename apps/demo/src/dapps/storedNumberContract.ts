/**
 * The contract the dapp pages deploy: it keeps the number given to its constructor, and every
 * call answers it (`number()` included). Hand-assembled, so its bytecode is known to the byte:
 *
 * creation code (25 bytes), then the runtime code (11 bytes), then the constructor argument:
 *   PUSH1 0x20 PUSH1 0x24 PUSH1 0x00 CODECOPY   copy the argument (after both codes) to memory 0
 *   PUSH1 0x00 MLOAD PUSH1 0x00 SSTORE          store it in slot 0
 *   PUSH1 0x0b PUSH1 0x19 PUSH1 0x00 CODECOPY   copy the runtime code to memory 0
 *   PUSH1 0x0b PUSH1 0x00 RETURN                and deploy it
 * runtime code:
 *   PUSH1 0x00 SLOAD PUSH1 0x00 MSTORE PUSH1 0x20 PUSH1 0x00 RETURN   answer slot 0
 */
export const storedNumberContract = {
  abi: [
    {
      type: 'constructor',
      inputs: [{ name: 'number', type: 'uint256' }],
      stateMutability: 'nonpayable',
    },
    {
      type: 'function',
      name: 'number',
      inputs: [],
      outputs: [{ name: '', type: 'uint256' }],
      stateMutability: 'view',
    },
  ],
  bytecode: '0x60206024600039600051600055600b6019600039600b6000f360005460005260206000f3',
  /** What the chain holds at the contract's address once deployed. */
  runtimeBytecode: '0x60005460005260206000f3',
} as const
