/** A start-up problem the user can fix (a busy port, a bad setting): shown as one line, no stack. */
export class StartError extends Error {}
