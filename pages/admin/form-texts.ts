/** What the console's forms say about unsaved work, sessions and saving: one place for each text. */
export const FORM_TEXTS = {
  /** Asked before a page with unsaved changes is left (a link, the menu, Back). */
  leave: 'You have changes that are not saved yet. Leave this page and lose them?',
  saving: 'Saving…',
  /** A draft put back on a form the dealer left without saving. */
  restored: 'What you typed here before leaving the page is back. It is not saved yet.',
  /** A draft put back after the session ended while the form was being filled. */
  interrupted: 'You were signed out before this was saved, so it was not. What you typed is back: check it and save again.',
  /** A draft sent, then the page came back from history without its answer (a dropped connection, say). */
  unanswered: 'This was sent, but no answer came back (the connection may have dropped). What you typed is here: save again; if it was saved, it is not saved twice.',
  discard: 'Discard these changes',
  discarded: 'Changes discarded.',
  /** The console noticed the session has ended (the desk's live updates are refused). */
  signedOut: 'You have been signed out (after a while without activity, or from another device). What you type on this page is kept on this device:',
  signInAgain: 'sign in again',
} as const
