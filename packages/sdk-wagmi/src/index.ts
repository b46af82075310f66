export { type TesseraConnectorParameters, tessera } from './tessera.js'
