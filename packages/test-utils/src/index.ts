export { chromiumPath, ensureChromium } from './ensureChromium.js'
export { findFreePortBase, isPortFree } from './findFreePortBase.js'
export { launchChromium } from './launchChromium.js'
