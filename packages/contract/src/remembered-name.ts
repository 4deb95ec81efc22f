/**
 * The signed-in user's name on a screen drawn at build time, filled in by the browser before its first paint.
 *
 * Why: the page is the same for every user of a role (it is cached per path and role and carries nothing of the
 * user's), so /home is drawn greeting "Welcome"; the app's "Welcome, Alex" was then a larger paint, and the Largest
 * Contentful Paint moved from the drawing (1.3 s) to the app's render (3.4 s). The browser keeps the name the app
 * last loaded for this session (the web app writes REMEMBERED_NAME_KEY and removes it when nobody is signed in), and
 * FILL_NAME_SCRIPT, inline right after the drawing, writes it in before anything is painted, so the drawing already
 * has its final size and the app's render of the same text is no larger paint.
 */

/** localStorage key of the signed-in user's name, as the session last gave it (apps/web keeps it). */
export const REMEMBERED_NAME_KEY = 'tandem:name';

/**
 * The drawing's attribute (on `#first-paint`, JSON) mapping each text that shows the user's name, as drawn for a
 * nameless user ("Welcome"), to the same text drawn with the name NAME_SLOTS ("Welcome, \uE000").
 */
export const NAMED_TEXTS_ATTRIBUTE = 'data-named';

/**
 * The inline script (ES5, no dependencies) that follows a drawing with named texts: with a remembered name, each
 * of the drawing's texts listed in NAMED_TEXTS_ATTRIBUTE becomes its named form, the slots of NAME_SLOTS replaced
 * as the app replaces them (the whole name, initialsOf, firstNameOf). Without one, or on any failure, the drawing
 * stays nameless. Its text is fixed: the Content-Security-Policy allows it by its hash
 * (apps/api/src/plugins/security-headers.ts).
 */
export const FILL_NAME_SCRIPT =
  '(function(){try{' +
  `var name=localStorage.getItem(${JSON.stringify(REMEMBERED_NAME_KEY)}),drawing=document.getElementById("first-paint");` +
  'var words=(name||"").split(/\\s+/).filter(Boolean);' +
  'if(!drawing||!words.length)return;' +
  `var named=JSON.parse(drawing.getAttribute(${JSON.stringify(NAMED_TEXTS_ATTRIBUTE)})||"{}");` +
  'var initials=words.slice(0,2).map(function(word){return word[0].toUpperCase()}).join("");' +
  'var walker=document.createTreeWalker(drawing,4);' +
  'for(var node=walker.nextNode();node;node=walker.nextNode()){' +
  'var text=named[node.nodeValue];' +
  'if(typeof text==="string")node.nodeValue=text.split("\\uE000 \\uE001").join(name).split("\\uE000\\uE001").join(initials).split("\\uE000").join(words[0]);' +
  '}}catch(error){}})();';
