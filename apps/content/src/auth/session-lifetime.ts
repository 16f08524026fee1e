/** An editor session lasts this long from sign-in, however active (absolute); its tokens never outlive it. */
export const EDITOR_SESSION_MS = 8 * 60 * 60_000;
