// The text of anything thrown or rejected: an Error's message, else the
// value itself. Shown to the reader (always as text) and posted by workers.

/** The message of `error` (an Error, a DOMException, a string, anything). */
export function errorText(error) {
  return String(error?.message ?? error);
}
