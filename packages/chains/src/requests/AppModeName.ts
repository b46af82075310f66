/** The app modes of SPEC §4/§6 by name. In `noUI` nothing needs approval. */
export type AppModeName = 'widget' | 'full' | 'noUI'
