// Control characters text fields refuse: NUL would break PostgreSQL, the others have no place in a form's text.

/** Control characters other than line breaks and tabs: refused in long (multi-line) text. */
// eslint-disable-next-line no-control-regex -- control characters are exactly what these refuse
export const CONTROL = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/;

/** Every control character, line breaks included: refused in one-line text. */
// eslint-disable-next-line no-control-regex -- as above, line breaks included
export const CONTROL_OR_NEWLINE = /[\u0000-\u001f\u007f]/;
