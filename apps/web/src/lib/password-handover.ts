/**
 * The password a login just typed, on its way to the forced change that follows it: the
 * login form closes before the change form opens, so it is handed over here, outside any
 * store, and the change form takes it into its own state when it mounts. Taking it empties
 * the hand-over, and so does every close of the account modals: the plaintext never outlives
 * the change form that needs it.
 */
let handed: string | null = null;

export function handOverPassword(password: string | null): void {
  handed = password;
}

/** The handed password, once: the hand-over is empty afterwards. */
export function takeHandedPassword(): string | null {
  const password = handed;
  handed = null;
  return password;
}
