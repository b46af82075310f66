// Every visible string of the logged-in screens. Sentences in quotes in SPEC §2 and §8 are kept
// verbatim; the rest is ours where SPEC says 'not shown'.

export const texts = {
  shell: {
    tabsLabel: 'Wallet sections',
    tabs: { tokens: 'Tokens', nft: 'NFT', profile: 'Profile', activity: 'Activity' },
    activityPendingNote: ', requests awaiting approval',
    testnetBanner: 'This network is meant for testing only.',
    poweredBy: 'Powered by',
    productName: 'Tessera',
    collapse: 'Collapse wallet',
    expand: 'Expand wallet',
    close: 'Close wallet',
    dismiss: 'Dismiss',
    pendingStrip: (count: number) =>
      count === 1 ? '1 request awaits your approval' : `${count} requests await your approval`,
    networkLabel: 'Network',
    notBuiltYet: 'This section is not available yet.',
  },
  networks: {
    manage: 'Manage networks',
    title: 'Networks',
    add: 'Add network', // SPEC §2 modal
    edit: 'Edit network', // SPEC §2 modal
    editOne: (chainName: string) => `Edit ${chainName}`,
    chainIdOf: (chainId: number) => `Chain ID ${chainId}`,
    selected: 'Selected',
    custom: 'Custom',
    optional: '(optional)',
    chainIdPlaceholder: '0x1', // SPEC §2: a hex placeholder
    save: 'Save',
    saving: 'Checking the RPC…',
    back: 'Back',
    cancel: 'Cancel',
    delete: 'Delete network',
    close: 'Close',
  },
  home: {
    copyAddress: 'Copy wallet address',
    addressCopied: 'wallet address copied', // SPEC §8 success message
    totalBalance: 'Total Balance:', // SPEC §2
    refresh: 'Refresh balance',
    send: 'Send',
    buy: 'Buy',
    sell: 'Sell',
    buyUnavailable: 'Buying is not available on this network yet.',
    sellUnavailable: 'Selling is not available on this network yet.',
    assets: 'Assets',
    noTokens: 'No tokens added', // SPEC §2
    newAsset: 'New Asset', // SPEC §2
    securityBanner: 'Enhance your wallet security', // SPEC §2
    skipSecurity: 'Skip for now',
    dismissSecurity: "Don't remind me", // SPEC §4 do-not-disturb
    /**
     * #16: after MFA, where the browser deletes idle storage (`purgesIdleStorage`); `secret`
     * names what restores the wallet.
     */
    backupNote: (secret: string) =>
      `Safari may delete this wallet's data on this device after 7 days without a visit (so may every browser on iPhone and iPad). Then you will need ${secret} to restore your wallet here.`,
    backupNoteSecret: 'your PIN, security answers or passkey',
    dismissBackupNote: 'Dismiss',
    loadingBalance: 'Loading balance',
  },
  addToken: {
    title: 'Add Token',
    search: 'Search tokens',
    searchPlaceholder: 'Name or symbol',
    tokenList: 'Tokens',
    noMatch: 'No token matches your search.',
    loadingTokens: 'Loading tokens',
    customToggle: 'Add Custom Token', // SPEC §2
    lookingUp: 'Reading the token from the chain',
    readFromChain: 'Read from the token contract',
    save: 'Save',
    added: 'token added successfully', // SPEC §8 success message
  },
  nfts: {
    title: 'NFTs',
    list: 'Your NFTs',
    empty: 'No NFTs added',
    emptyDetail: 'Add an NFT you own by its contract address and token ID.',
    emptyFoundDetail: 'The NFTs you hold on this network show here.', // no Add NFT (Solana, N-020)
    add: 'Add NFT',
    manage: 'Manage NFTs',
    refresh: 'Refresh NFTs',
    refreshing: 'Checking which NFTs you still own',
    contractAddress: 'NFT Contract Address',
    tokenId: 'Token ID',
    save: 'Save',
    saving: 'Reading the NFT from the chain',
    cancel: 'Cancel',
    back: 'Back to NFTs',
    added: 'NFT added', // SPEC §8 success message
    deleted: 'NFT deleted', // SPEC §8 success message
    collection: 'Collection',
    description: 'Description',
    type: 'Type',
    types: { erc721: 'ERC-721', erc1155: 'ERC-1155', mpl: 'Metaplex' },
    quantity: 'Quantity',
    contract: 'Contract',
    mint: 'Mint', // SPEC §3 type mpl (N-020): a Solana NFT is its mint
    attributes: 'Attributes',
    send: 'Send',
    delete: 'Delete',
    deleteOne: (name: string) => `Delete ${name}`,
    noImage: 'No image',
    sendTitle: 'Send NFT',
    nft: 'NFT',
    held: (count: string) => `You hold ${count}`,
    // SPEC §2 /nfts/select
    select: 'Choose NFTs to show',
    selectIntro:
      'Hidden NFTs stay in your wallet and can still be sent; only the list leaves them out.',
    selectAll: 'Select all',
    selectNone: 'Select none',
    shownCount: (shown: number, total: number) => `${shown} of ${total} shown`,
    selectionSaved: 'NFT list saved',
    hiddenCount: (count: number) => (count === 1 ? '1 NFT hidden' : `${count} NFTs hidden`),
    allHidden: 'All your NFTs are hidden',
    // SPEC §2 /nfts/edit
    edit: 'Edit',
    editTitle: 'Edit NFT',
    name: 'Name',
    collectionName: 'Collection name',
    descriptionOptional: 'Description (optional)',
    imageUrl: 'Image URL (optional)',
    imageUrlHint: 'An https:// or data:image/ address; empty shows no image.',
    updated: 'NFT updated',
    backToNft: 'Back to the NFT',
    notEditable:
      'This NFT was found by the NFT indexer or on the chain: its details come from its collection and cannot be edited.',
  },
  requests: {
    title: 'Requests',
    empty: 'No pending requests',
    emptyDetail: 'Requests from the app appear here for your approval.',
    notCharged: 'You are not going to be charged!', // SPEC §2
    notChargedInfo: 'Transactions on this network are free for you.',
    moreInfo: 'More information',
    reject: 'Reject',
    approve: 'Approve',
    // SPEC §2 Q-013: Approve of a request decided on the wallet's own permission page.
    proceed: 'Proceed',
    // SPEC §2 `/:appId/permission`: the request in a popup of its own.
    openInWindow: 'Open in a window',
    // Issue #15 finding 6: a click on Approve before the request was fully visible long enough.
    approveWhenVisible: 'Approve works once this request is fully visible, with nothing over it.',
    doThisLater: 'Do this later',
    viewDetails: 'View Details',
    pending: 'Pending',
    requestedBy: (appName: string, chainName: string) => `${appName} on ${chainName}`,
    permission: (appName: string) =>
      `${appName} requests your permission for the following action.`,
    queuePosition: (index: number, total: number) => `Request ${index} of ${total}`,
  },
  activity: {
    title: 'Activity',
    awaiting: 'Awaiting your approval',
    empty: 'No activity yet',
    history: 'Transactions',
    hash: 'Transaction hash',
    amount: 'Amount',
    nonce: 'Nonce',
    gasPrice: 'Gas price',
    gasUsed: 'Gas used',
    fee: 'Fee',
    computeUnitsConsumed: 'Compute units consumed', // SPEC §3 Activity (Solana)
    orderId: 'Order ID', // a Buy's on-ramp order (issue #20)
    paid: (amount: string, currency: string, fee: string) => `${amount} ${currency} (fee ${fee})`,
    paidLabel: 'Paid',
    soldForLabel: 'Sold for', // a Sell's on-ramp order: the fiat it pays out (issue #20)
    notYetKnown: 'Not known yet',
    explorer: 'View on block explorer',
    newTab: '(opens in a new tab)',
    // Issue #20: cancelling a pending transaction (SPEC §4 'Cancelled', §3 operation 'Cancel')
    cancel: 'Cancel',
    cancelLabel: (operation: string, amount: string) => `Cancel ${operation} of ${amount}`,
    cancelTitle: 'Cancel transaction',
    cancelExplained: (symbol: string) =>
      `The wallet sends 0 ${symbol} to your own address with the same nonce and a higher fee. If the network takes it first, the transaction is cancelled; if the transaction is mined first, nothing is cancelled and the cancel costs nothing.`,
    cancelFee: 'Cancellation fee',
    cancelFeeUpTo: (fee: string) => `up to ${fee}`,
    cancelQuoting: 'Estimating the fee…',
    cancelKeep: 'Keep waiting',
    cancelClose: 'Close',
    cancelConfirm: 'Cancel transaction',
    cancelSending: 'Cancelling…',
    cancelSent: 'Cancel sent',
    failureReasons: {
      minedBeforeCancel: 'The transaction was mined before the cancel: nothing was cancelled',
      otherCancelMined: 'Another cancel of this transaction was mined first: it was cancelled',
    },
    // EIP-5792 wallet_showCallsStatus (issue #17): the calls of one of the app's batches
    batchTitle: (appName: string, callCount: number) =>
      `${appName}'s batch of ${callCount} ${callCount === 1 ? 'call' : 'calls'}`,
    batchCall: (index: number, callCount: number) => `Call ${index + 1} of ${callCount}`,
    batchWaiting: 'Waiting to be sent',
    batchNotSent: 'Not sent: the batch stopped before this call',
    batchUnrecorded: (hash: string) => `Sent as ${hash}, not in this wallet's Activity`,
    batchUnknown: 'This batch is not known to the wallet',
    allActivity: 'All activity',
  },
  profile: {
    account: 'Account',
    email: 'Email',
    userId: 'User ID',
    loginMethod: 'Logged in with',
    /** Login types of SPEC §1 by the name the host passes; any other (a custom provider) as is. */
    loginMethods: {
      passwordless: 'Email',
      google: 'Google',
      apple: 'Apple',
      discord: 'Discord',
      github: 'GitHub',
      twitter: 'X',
      x: 'X',
      firebase: 'Firebase',
      telegram: 'Telegram',
    } as Readonly<Record<string, string>>,
    wallet: 'Wallet',
    address: 'Wallet address',
    network: 'Network',
    receive: 'Receive',
    receiveHint: (network: string) =>
      `Scan to send to this wallet. Send only assets on ${network}: other networks may not reach it.`,
    addressCode: 'QR code of the wallet address',
    security: 'Security',
    exportKey: 'Export private key',
    exportKeyHint: 'Move this wallet to another app by its private key.',
    keyWarning:
      'Anyone who has your private key has full control of this wallet and everything in it. Never share it, and never enter it on a site you do not trust. We will never ask you for it.',
    keyConsent: 'I understand that anyone with this key can take my assets.',
    reveal: 'Reveal private key',
    cancel: 'Cancel',
    privateKey: 'Private key',
    copyKey: 'Copy private key',
    keyCopied: 'Private key copied',
    done: 'Done',
    close: 'Close',
    logout: 'Log out',
    // SPEC §3 local per-app theme (#20)
    appearance: 'Appearance',
    themes: { app: "App's", light: 'Light', dark: 'Dark' },
    // EIP-2255 (issue #17): the apps that may see the wallet address.
    connectedApps: 'Connected apps',
    connectedSince: (date: string) => `Connected ${date}`,
    revoke: 'Revoke',
    revokeApp: (origin: string) => `Revoke ${origin}`,
    noConnectedApps: 'No app can see your wallet address.',
  },
  transaction: {
    title: 'Send Transaction',
    from: 'From',
    to: 'To',
    contractCreation: 'New contract',
    value: 'Value',
    fee: 'Transaction Fee',
    sponsored: 'Sponsored',
    data: 'Data',
    showData: 'Show data',
    hideData: 'Hide data',
    noData: 'No data',
    functionSelector: 'Function',
    gas: 'Gas',
    gasTabs: 'Gas speed',
    gasPrice: 'Gas price (gwei)',
    maxFee: 'Max fee (gwei)',
    priorityFee: 'Priority fee (gwei)',
    gasLimit: 'Gas limit',
    effect: 'Predicted effect',
    effectLoading: 'Simulating the transaction',
    effectNone: 'No balance changes predicted.',
    effectUnavailable: 'The effect of this transaction could not be predicted.',
    willRevert: 'This transaction is expected to fail and would still cost its fee.',
    revertReason: (reason: string) => `Reason: ${reason}`,
    nftItem: (collection: string, tokenId: string) => `${collection} #${tokenId}`,
  },
  // Issue #17: what the local rules found in a request; each alert's reason comes with it.
  securityAlerts: {
    title: 'Security alerts',
    danger: 'Danger',
    caution: 'Caution',
    failed: 'The security checks could not run for this request.',
    confirmRisk: 'I understand the risk and want to approve anyway',
  },
  send: {
    title: 'Send',
    formTitle: 'Send tokens',
    asset: 'Asset',
    assetOption: (name: string, balance: string, symbol: string) =>
      `${name} (${balance} ${symbol})`,
    recipient: 'Recipient address',
    amount: 'Amount',
    max: 'Max',
    maxLabel: 'Max amount',
    available: (balance: string) => `Available: ${balance}`,
    review: 'Review',
    cancel: 'Cancel',
    reviewTitle: 'Review transfer',
    network: 'Network',
    amountRow: 'Amount',
    back: 'Back',
    send: 'Send',
    sending: 'Sending…',
    sent: 'token sent successfully', // SPEC §8 success message
  },
  sign: {
    titles: {
      personal_sign: 'Sign Message',
      eth_sign: 'Sign Message',
      eth_signTypedData: 'Sign Typed Data',
      eth_signTypedData_v3: 'Sign Typed Data',
      eth_signTypedData_v4: 'Sign Typed Data',
      eth_decrypt: 'Decrypt Message',
      wallet_addEthereumChain: 'Add Network',
      wallet_switchEthereumChain: 'Switch Network',
      wallet_watchAsset: 'Add Asset',
      _tessera_switchAccountType: 'Switch Account Type',
      wallet_requestPermissions: 'Connect', // EIP-2255 (issue #17)
      eth_requestAccounts: 'Connect',
      connect: 'Connect', // Solana's eth_requestAccounts
      signMessage: 'Sign Message',
      signTransaction: 'Sign Transaction',
      signAllTransactions: 'Sign Transactions',
      signAndSendTransaction: 'Send Transaction',
      wallet_sendCalls: 'Send Transactions', // EIP-5792 (issue #17)
    } as Readonly<Record<string, string>>,
    fallbackTitle: 'Approve Request',
    message: 'Message',
    encrypted: 'Encrypted message',
    deprecated:
      'This signing method is deprecated and may be unsafe. Only continue if you trust the app.',
    paramsReordered: 'The app sent the address and message in the wrong order; they were swapped.',
    domain: 'Domain',
    typedMessage: 'Message',
    primaryType: 'Primary type',
    networkName: 'Network Name',
    rpcUrl: 'RPC URL',
    chainId: 'Chain ID',
    currencySymbol: 'Currency Symbol',
    explorerUrl: 'Explorer URL',
    switchFrom: 'From network',
    switchTo: 'To network',
    tokenAddress: 'Token Contract Address',
    tokenSymbol: 'Token Symbol',
    tokenDecimals: 'Token Decimal',
    nftCollection: 'Collection',
    nftTokenId: 'Token ID',
    // Issue #15 finding 7: nothing is fetched from a URL the app gave before the user approves.
    rpcCheckedAfterApproval: (chainId: number) =>
      `Once you approve, the wallet asks this RPC URL for its chain ID; the network is added only if it answers ${chainId}.`,
    metadataFetchedAfterApproval:
      "Once you approve, the wallet reads this NFT's name and image from its token URI; it is added only if they can be read.",
    accountTypeFrom: 'Current account type',
    accountTypeTo: 'New account type',
    accountTypes: { eoa: 'Externally Owned Address', scw: 'Smart Contract Wallet Address' },
    request: 'Request',
    signIn: 'This message signs you in to the app with this wallet.',
    // EIP-2255 (issue #17): the Connect view.
    website: 'Website',
    sharedAccount: 'Account',
    connectNotice:
      'This website will see your wallet address and may ask you to approve requests. You can revoke it in Profile.',
  },
  // #17 SIWE: the Sign in view of an EIP-4361 message and what it warns about, in plain words.
  signIn: {
    title: 'Sign in',
    domain: 'Website',
    address: 'Account',
    chain: 'Chain ID',
    expiry: 'Expires',
    noExpiry: 'Never',
    statement: 'Statement',
    uri: 'URI',
    warningsTitle: 'Check before signing in',
    rawMessage: 'Show the full message',
    malformedReason: 'Problem: ',
    warnings: {
      domainMismatch: (domain: string, host: string) =>
        `This sign-in is for ${domain}, but the request comes from ${host}. Signing could log you in to another website.`,
      addressMismatch: 'This sign-in names another account than yours.',
      chainMismatch: (chainId: number) =>
        `This sign-in is for chain ${chainId}, not the network your wallet is on.`,
      expired: 'This sign-in request has expired.',
      notYetValid: 'This sign-in request is not valid yet.',
      malformed:
        'This message claims to be a Sign-In with Ethereum request but does not follow its format.',
    },
    malformedReasons: {
      invalidHeader:
        'the first line is not "<domain> wants you to sign in with your Ethereum account:"',
      invalidDomain: 'the domain is not a valid host name',
      invalidAddress: 'the address is not a valid Ethereum address',
      addressNotChecksummed: 'the address is not written with its checksum (EIP-55)',
      invalidLayout: 'blank lines around the statement are missing',
      invalidStatement: 'the statement has characters it may not have',
      missingUri: 'the URI is missing',
      invalidUri: 'the URI is not valid',
      missingVersion: 'the Version is missing',
      invalidVersion: 'the Version is not 1',
      missingChainId: 'the Chain ID is missing',
      invalidChainId: 'the Chain ID is not a number',
      missingNonce: 'the Nonce is missing',
      invalidNonce: 'the Nonce is not at least 8 letters or digits',
      missingIssuedAt: 'the Issued At time is missing',
      invalidIssuedAt: 'the Issued At time is not a valid date',
      invalidExpirationTime: 'the Expiration Time is not a valid date',
      invalidNotBefore: 'the Not Before time is not a valid date',
      invalidRequestId: 'the Request ID has characters it may not have',
      invalidResource: 'a resource is not a valid URI',
      unexpectedLine: 'it has lines the format does not allow',
    },
  },
  /** The Solana transaction view (SPEC §2): each transaction's instructions, decoded where known. */
  solana: {
    transactionOf: (index: number, count: number) => `Transaction ${index} of ${count}`,
    feePayer: 'Fee paid by',
    instructions: 'Instructions',
    missingSigners: (signers: string) =>
      `After you sign, it still needs the signatures of ${signers}.`,
    expired: 'Its recent blockhash has expired: the network will refuse it.',
    transfer: (amount: string, to: string) => `Send ${amount} to ${to}`,
    tokenTransfer: (amount: string, to: string) => `Transfer ${amount} to token account ${to}`,
    createTokenAccount: (owner: string, mint: string) =>
      `Create a token account of ${mint} for ${owner}`,
    computeUnitLimit: (units: number) => `Set the compute unit limit to ${units}`,
    computeUnitPrice: (microLamports: string) =>
      `Pay a priority fee of ${microLamports} micro-lamports per compute unit`,
    unknown: (program: string, accounts: number, bytes: number) =>
      `Call program ${program} with ${accounts} account${accounts === 1 ? '' : 's'} and ${bytes} byte${bytes === 1 ? '' : 's'} of data`,
    instructionCount: (count: number) => `${count} instruction${count === 1 ? '' : 's'}`,
  },
  tour: {
    label: 'Wallet tour',
    stepOf: (page: number, count: number) => `${page} of ${count}`,
    skip: 'Skip',
    previous: 'Previous',
    next: 'Next',
    pages: {
      welcome: {
        title: 'Welcome to your wallet',
        text: 'Your wallet is ready, and only you hold its key. This short tour shows where everything is.',
      },
      balance: {
        title: 'Your balance and tokens',
        text: 'See your total balance and every token you hold on the selected network.',
      },
      trade: {
        title: 'Send, buy and sell',
        text: 'Send tokens, or buy and sell crypto with a card, from the buttons under your balance.',
      },
      nfts: {
        title: 'Your NFTs',
        text: 'Collectibles you own show here. Open one to see its details or to send it.',
      },
      profile: {
        title: 'Your profile',
        text: 'See how you signed in, copy your address and log out.',
      },
      approvals: {
        title: 'You approve everything',
        text: 'When the app asks you to sign or send, the wallet opens so you can approve or reject. Nothing happens without you.',
      },
    },
  },
  // EIP-5792 (issue #17): the calls of one wallet_sendCalls, approved together.
  calls: {
    count: (count: number) => (count === 1 ? '1 call' : `${count} calls`),
    oneByOne: (count: number) =>
      count === 1
        ? 'Approving sends this call as a transaction.'
        : `Approving sends these ${count} calls one after another, each as its own transaction once the one before it succeeded. If one fails, the ones after it are not sent and the ones before it stay done.`,
    callOf: (index: number, count: number) => `Call ${index} of ${count}`,
    dataSummary: (selector: string, bytes: number) => `${selector} · ${bytes} bytes`,
  },
  onRamp: {
    title: { buy: 'Buy Crypto', sell: 'Sell Crypto' },
    close: 'Close',
    selectProvider: 'Select Provider', // SPEC §2
    providers: { transak: 'Transak', onramp: 'Onramp.money' },
    autoFilled: 'Your wallet address will be auto-filled on the provider’s page.', // SPEC §2
    proceed: 'Proceed',
    processing: 'Processing...', // SPEC §2: shown 1500 ms
    selected: (provider: string) => `You selected ${provider}`, // SPEC §2
    inProgress: {
      buy: 'Your buy transaction is in progress in another browser tab...', // SPEC §2
      sell: 'Your sell transaction is in progress in another browser tab...', // SPEC §2
    },
  },
} as const
