// The bytes of a stored record in Redis, in V8's own serialisation (`node:v8`): Buffers (RSC payloads, route bodies)
// and Maps (the page's prefetch segments) read back as the same types, with no JSON escaping of the page's HTML and
// no base64 of its payload (a never-visited unit page's entry took 0.79 ms to write as JSON text, 0.09 ms so). Every
// instance of a deployment runs the same Node, and the namespace holds the build id; an entry that cannot be read is
// a miss. Only Redis holds bytes: the memory store keeps the records themselves.
import { Buffer } from "node:buffer";
import { DefaultSerializer, deserialize } from "node:v8";
import { utf8Bytes } from "./utf8-bytes.mjs";
import { isWideText } from "./wide-text.mjs";

/** A long text stored as UTF-8 bytes: V8 would write a page's HTML with one character beyond Latin-1 as UTF-16. */
const UTF8 = "__utf8";
/** Texts at least this long, and wide, are stored as UTF-8 bytes. */
const LONG_TEXT = 1024;

/**
 * A long wide text, to be written as its UTF-8 bytes. An (empty) byte array, so that V8's serialiser hands it to
 * `_writeHostObject`, which converts it only then, straight into the bytes being written (utf8-bytes.mjs).
 */
class Utf8Text extends Uint8Array {
  /** @param {string} text */
  constructor(text) {
    super(0);
    this.text = text;
  }
}

/** How Node's serialiser writes a byte array (a method its types leave out). */
const writeView = /** @type {{ _writeHostObject(this: DefaultSerializer, view: NodeJS.TypedArray | DataView): void }} */ (
  /** @type {unknown} */ (DefaultSerializer.prototype))._writeHostObject;

/** Node's serialiser, writing a Utf8Text as the Buffer of its UTF-8 bytes (what it wrote before for `Buffer.from(text)`). */
class PageSerializer extends DefaultSerializer {
  /** @param {NodeJS.TypedArray | DataView} view */
  _writeHostObject(view) {
    writeView.call(this, view instanceof Utf8Text ? utf8Bytes(view.text) : view);
  }
}

/**
 * @param {unknown} value
 * @returns {Buffer}
 */
export function serialise(value) {
  const serializer = new PageSerializer();
  serializer.writeHeader();
  serializer.writeValue(encode(value));
  return serializer.releaseBuffer();
}

/**
 * The value of stored bytes. Its Buffers are copies, not views of the bytes read: a view would keep the whole reply
 * (the page's HTML in UTF-8 beside the text made of it, and whatever else the reply's memory held) for as long as the
 * record is kept.
 * @param {Uint8Array} bytes
 * @returns {unknown}
 */
export function deserialise(bytes) {
  return decode(deserialize(bytes));
}

/**
 * @param {unknown} value
 * @returns {unknown}
 */
function encode(value) {
  if (typeof value === "string") return value.length >= LONG_TEXT && isWideText(value) ? { [UTF8]: new Utf8Text(value) } : value;
  if (value === null || typeof value !== "object" || value instanceof Uint8Array) return value;
  if (value instanceof Map) {
    const out = new Map();
    for (const [key, item] of value) out.set(key, encode(item));
    return out;
  }
  if (Array.isArray(value)) return value.map(encode);
  /** @type {Record<string, unknown>} */
  const out = {};
  const record = /** @type {Record<string, unknown>} */ (value);
  for (const key in record) if (record[key] !== undefined) out[key] = encode(record[key]);
  return out;
}

/**
 * @param {unknown} value
 * @returns {unknown}
 */
function decode(value) {
  if (value === null || typeof value !== "object") return value;
  if (value instanceof Uint8Array) return Buffer.copyBytesFrom(value);
  if (value instanceof Map) {
    const out = new Map();
    for (const [key, item] of value) out.set(key, decode(item));
    return out;
  }
  if (Array.isArray(value)) return value.map(decode);
  const record = /** @type {Record<string, unknown>} */ (value);
  const bytes = record[UTF8];
  if (bytes instanceof Uint8Array && Object.keys(record).length === 1) return Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).toString("utf8");
  /** @type {Record<string, unknown>} */
  const out = {};
  for (const key in record) out[key] = decode(record[key]);
  return out;
}
