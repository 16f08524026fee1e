// Whether V8 keeps a text at two bytes a character: it does once one character is beyond Latin-1 (the site's menus
// hold "–" and "→", so nearly every page is), else at one. A text known to be one byte a character is answered at
// once, a wide one at its first such character.

const BEYOND_LATIN1 = /[^\0-\xff]/;

/** @param {string} text */
export const isWideText = (text) => BEYOND_LATIN1.test(text);
