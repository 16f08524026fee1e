/** True when the request declares a Content-Length above `maxBytes`: refused before a byte is read. */
export function declaredTooLarge(headers: Headers, maxBytes: number): boolean {
  const declared = headers.get("content-length");
  if (declared === null || declared.trim() === "") return false;
  const length = Number(declared);
  return !Number.isFinite(length) || length > maxBytes;
}

/**
 * The whole body, or null as soon as it passes `maxBytes` (reading stops there and the rest is discarded):
 * a missing or lying Content-Length cannot make the site hold more than the limit.
 */
export async function readLimitedBody(body: ReadableStream<Uint8Array> | null, maxBytes: number): Promise<Uint8Array<ArrayBuffer> | null> {
  if (body === null) return new Uint8Array(0);
  const reader = body.getReader();
  const chunks: Uint8Array[] = [];
  let total = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    total += value.byteLength;
    if (total > maxBytes) {
      await reader.cancel().catch(() => undefined);
      return null;
    }
    chunks.push(value);
  }
  const bytes = new Uint8Array(total);
  let at = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, at);
    at += chunk.byteLength;
  }
  return bytes;
}
