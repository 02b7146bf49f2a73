// An edited program in a URL fragment (no DOM; unit-tested in
// tests/node/unit/source-fragment.test.mjs): `#src=` and the text
// compressed with deflate-raw (CompressionStream) in base64url. The
// fragment never reaches a server. Decoding gives text only: the page hands
// it to the core, which parses it; it is never evaluated, never HTML.

export const FRAGMENT_KEY = 'src';
// A fragment longer than this is not read (the core refuses texts over 64 kB anyway).
const MAX_FRAGMENT_CHARS = 200_000;
const MAX_TEXT_CHARS = 70_000;

function toBase64Url(bytes) {
  let binary = '';
  for (let i = 0; i < bytes.length; i += 0x8000) binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

function fromBase64Url(text) {
  if (!/^[A-Za-z0-9_-]*$/.test(text)) throw new RangeError('the program in the link is not base64url');
  const binary = atob(text.replace(/-/g, '+').replace(/_/g, '/'));
  return Uint8Array.from(binary, (c) => c.charCodeAt(0));
}

async function pipe(bytes, stream) {
  const out = new Response(new Blob([bytes]).stream().pipeThrough(stream));
  return new Uint8Array(await out.arrayBuffer());
}

/** `text` compressed as the value of `#src=` (base64url of deflate-raw). */
export async function encodeSource(text) {
  const bytes = new TextEncoder().encode(String(text));
  return toBase64Url(await pipe(bytes, new CompressionStream('deflate-raw')));
}

/** The text of a `#src=` value; throws a RangeError for anything that is not one. */
export async function decodeSource(value) {
  if (typeof value !== 'string' || value.length > MAX_FRAGMENT_CHARS) throw new RangeError('the program in the link is too long');
  let bytes;
  try {
    bytes = await pipe(fromBase64Url(value), new DecompressionStream('deflate-raw'));
  } catch (error) {
    throw error instanceof RangeError ? error : new RangeError('the program in the link is damaged');
  }
  const text = new TextDecoder('utf-8', { fatal: false }).decode(bytes);
  if (text.length > MAX_TEXT_CHARS) throw new RangeError('the program in the link is too long');
  return text;
}

/** The `#src=` value of a URL fragment ("#src=…", with or without "#"), or null. */
export function sourceParam(hash) {
  const params = new URLSearchParams(String(hash ?? '').replace(/^#/, ''));
  return params.get(FRAGMENT_KEY);
}

/** The fragment ("#src=…") for an encoded value, "" for none. */
export function sourceFragment(encoded) {
  return encoded ? `#${FRAGMENT_KEY}=${encoded}` : '';
}
