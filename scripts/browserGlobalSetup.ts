import { buildWebApps } from './buildWebApps.js'

/** The browser suite drives the built wallet and demo host, as `npm start` serves them. */
export default async function setup() {
  await buildWebApps()
}
