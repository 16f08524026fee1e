import { newSendKey } from "./post-submission";

/**
 * What a form's send keeps between renders, none of it drawn: the files still uploading, when the visitor could
 * first use the form (the bot check's start), and the key of the answers as they stand.
 */
export class SendMemory {
  private readonly uploads = new Set<string>();
  private key: string | null = null;
  /** When the form came into use (ms since the epoch); 0 until it has. */
  startedAt = 0;

  setUploading(name: string, busy: boolean): void {
    if (busy) this.uploads.add(name);
    else this.uploads.delete(name);
  }

  /** A file is still uploading: the form cannot be sent yet. */
  get uploading(): boolean {
    return this.uploads.size > 0;
  }

  /** The form can be used from `time`, unless it could be earlier. */
  inUseFrom(time: number): void {
    if (this.startedAt === 0) this.startedAt = time;
  }

  /** The visitor typed into the server-drawn form before its script ran: the form was in use from `pageShown`. */
  typedBefore(pageShown: number): void {
    this.startedAt = pageShown;
  }

  /** The answers changed: they go under a new key. */
  answersChanged(): void {
    this.key = null;
  }

  /** The key to send the answers under. Sent again unchanged (after a failure), they carry the same key, so the
   * content service stores them once however many times they arrive. */
  keyForSend(): string {
    this.key ??= newSendKey();
    return this.key;
  }

  /** A fresh form: nothing uploading, and its answers go under a new key. */
  forget(): void {
    this.key = null;
    this.uploads.clear();
  }
}
