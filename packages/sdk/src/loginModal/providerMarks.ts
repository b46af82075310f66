import type { Mark } from './drawMark.js'

const googleRing = { strokeWidth: 3.6 } as const

/**
 * The sign-in providers' marks, drawn for this modal from simple shapes (a ring of four arcs, an
 * apple, a crossed X, a cat's head in a disc, a game-pad face, a speech box, a paper plane in a
 * disc): recognisable at
 * 20 px, never the providers' own artwork files. `wallet` stands for an injected wallet whose own
 * icon cannot be shown.
 */
export const providerMarks = {
  google: [
    { d: 'M17.52 7.37A7.2 7.2 0 0 0 6.1 7.87', stroke: '#EA4335', ...googleRing },
    { d: 'M6.1 7.87A7.2 7.2 0 0 0 6.1 16.13', stroke: '#FBBC05', ...googleRing },
    { d: 'M6.1 16.13A7.2 7.2 0 0 0 17.52 16.63', stroke: '#34A853', ...googleRing },
    { d: 'M17.52 16.63A7.2 7.2 0 0 0 19.2 12H12', stroke: '#4285F4', ...googleRing },
  ],
  apple: [
    {
      d: 'M12 7.6C13.2 6.7 14.9 6.5 16.3 7.1C17.2 7.5 17.9 8.1 18.3 8.8C16.9 9.7 16.2 11 16.3 12.6C16.4 14.4 17.4 15.7 18.9 16.3C18.3 18 17.3 19.6 16.2 20.6C15.4 21.3 14.6 21.4 13.7 21C12.6 20.5 11.4 20.5 10.3 21C9.4 21.4 8.6 21.3 7.8 20.6C5.6 18.6 4.2 15 4.6 11.9C4.9 9.3 6.7 7.2 9 7C10.1 6.9 11.1 7.1 12 7.6Z',
      fill: 'currentColor',
    },
    { d: 'M12.2 6.4C12.1 4.4 13.6 2.7 15.6 2.5C15.8 4.5 14.2 6.3 12.2 6.4Z', fill: 'currentColor' },
  ],
  x: [
    { d: 'M3.5 3.5h5.2l11.8 17h-5.2z', fill: 'currentColor' },
    { d: 'M18.7 3.5h1.9l-6.6 7.5-1-1.4zM3.4 20.5l6.9-7.8 1 1.4-6 6.4z', fill: 'currentColor' },
  ],
  github: [
    {
      d: 'M12 2.5a9.5 9.5 0 1 0 0 19a9.5 9.5 0 1 0 0-19zM9.3 20.3v-2.6c-2.3-.5-3.6-1.9-3.6-4.4 0-1 .3-1.9 1-2.6-.2-.6-.2-1.6.2-2.6 0 0 .8-.2 2.5.9a8.6 8.6 0 0 1 5.2 0c1.7-1.1 2.5-.9 2.5-.9.4 1 .4 2 .2 2.6.7.7 1 1.6 1 2.6 0 2.5-1.3 3.9-3.6 4.4v2.6z',
      fill: 'currentColor',
      evenOdd: true,
    },
  ],
  discord: [
    {
      d: 'M6.5 6.2C8 5.4 9.5 5 11 4.9l.4.8c.4-.1.8-.1 1.2 0l.4-.8c1.5.1 3 .5 4.5 1.3 2 2.9 3 6.1 2.8 9.6-1.6 1.2-3.2 1.9-4.8 2.3l-1-1.6c.6-.2 1.2-.5 1.7-.9l-.4-.3c-2.5 1.2-5.1 1.2-7.6 0l-.4.3c.5.4 1.1.7 1.7.9l-1 1.6c-1.6-.4-3.2-1.1-4.8-2.3-.2-3.5.8-6.7 2.8-9.6zM9.3 13.6a1.5 1.6 0 1 0 0-3.2a1.5 1.6 0 1 0 0 3.2zM14.7 13.6a1.5 1.6 0 1 0 0-3.2a1.5 1.6 0 1 0 0 3.2z',
      fill: '#5865F2',
      evenOdd: true,
    },
  ],
  twitch: [
    {
      d: 'M5 3 3.5 6.5V19h4.2v2.5h2.5l2.5-2.5h3.5l4.3-4.3V3zM11 7.5h1.7v5H11zM15.5 7.5h1.7v5h-1.7z',
      fill: '#9146FF',
      evenOdd: true,
    },
  ],
  telegram: [
    { d: 'M12 2a10 10 0 1 0 0 20a10 10 0 1 0 0-20z', fill: '#2AABEE' },
    {
      d: 'M6.2 11.8l10.3-4c.5-.2.9.1.8.8l-1.8 8.3c-.1.6-.5.7-1 .4l-2.7-2-1.3 1.3c-.2.2-.3.3-.6.3l.2-2.8 5.1-4.6c.2-.2 0-.3-.3-.1l-6.3 4-2.7-.9c-.6-.2-.6-.6.3-.7z',
      fill: '#FFFFFF',
    },
  ],
  wallet: [
    {
      d: 'M4 8.5A2.5 2.5 0 0 1 6.5 6H18a2 2 0 0 1 2 2v9.5a2 2 0 0 1-2 2H6.5A2.5 2.5 0 0 1 4 17zM4 8.5 15.5 4v2M15 13h2',
      stroke: 'currentColor',
      strokeWidth: 1.8,
    },
  ],
} as const satisfies Record<string, Mark>
