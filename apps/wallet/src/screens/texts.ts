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
  requests: {
    title: 'Requests',
    empty: 'No pending requests',
    emptyDetail: 'Requests from the app appear here for your approval.',
    notCharged: 'You are not going to be charged!', // SPEC §2
    notChargedInfo: 'Transactions on this network are free for you.',
    moreInfo: 'More information',
    reject: 'Reject',
    approve: 'Approve',
    proceed: 'Proceed',
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
    notYetKnown: 'Not known yet',
    explorer: 'View on block explorer',
    newTab: '(opens in a new tab)',
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
    willRevert: 'This transaction is expected to fail and would still cost gas.',
    revertReason: (reason: string) => `Reason: ${reason}`,
    nftItem: (collection: string, tokenId: string) => `${collection} #${tokenId}`,
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
    nftName: 'Name',
    accountTypeFrom: 'Current account type',
    accountTypeTo: 'New account type',
    accountTypes: { eoa: 'Externally Owned Address', scw: 'Smart Contract Wallet Address' },
    request: 'Request',
  },
  tour: {
    label: 'Wallet tour',
    stepOf: (page: number, count: number) => `${page} of ${count}`,
    skip: 'Skip',
    previous: 'Previous',
    next: 'Next',
    pages: [
      {
        title: 'Welcome to your wallet',
        text: 'Your wallet is ready, and only you hold its key. This short tour shows where everything is.',
      },
      {
        title: 'Your balance and tokens',
        text: 'See your total balance and every token you hold on the selected network.',
      },
      {
        title: 'Send, buy and sell',
        text: 'Send tokens, or buy and sell crypto with a card, from the buttons under your balance.',
      },
      {
        title: 'Your NFTs',
        text: 'Collectibles you own show here. Open one to see its details or to send it.',
      },
      {
        title: 'Your profile',
        text: 'See how you signed in, copy your address and log out.',
      },
      {
        title: 'You approve everything',
        text: 'When the app asks you to sign or send, the wallet opens so you can approve or reject. Nothing happens without you.',
      },
    ],
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
