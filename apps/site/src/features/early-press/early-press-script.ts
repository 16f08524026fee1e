/** The attribute a remembered press puts on its button until it is done (early-press.css draws it). */
export const EARLY_PRESS_ATTRIBUTE = "data-early-press";

/** How often the script looks whether React has taken the page over, once a press is waiting. */
const POLL_MS = 50;
/**
 * Once the page is hydrated, how long a remembered button may still wait for its own hydration (a button inside a
 * Suspense boundary React hydrates a little later) before it is pressed anyway (one React never owns: rich text).
 */
const OWN_HYDRATION_GRACE_MS = 1_000;

/**
 * Source of the tiny inline script, first in every page (EarlyPress), that keeps a press made before the page's
 * scripts have run. The page paints before its scripts (server/stages/scripts-after-paint.mjs), and until React has
 * hydrated it nothing listens to a `type="button"` button: a press there is lost. Links, `<details>` and forms work
 * on their own, and are left alone.
 *
 * Until React has taken the page over (its props on <body>: React sets them once the whole page is hydrated), a
 * click on such a button (a tap, or Enter or Space on it) is taken by a capturing listener: the button is
 * remembered, in order, once however often it is pressed, and marked (`data-early-press`, `aria-busy`) as taken
 * and pending. Once React has the page, the listener goes, and each remembered button still in the page is pressed
 * again (`click()`), one frame later, when it is hydrated itself (or after OWN_HYDRATION_GRACE_MS), its marks taken
 * off first: React's own handler then does what was asked.
 *
 * It looks at nothing until a press is waiting, and then only at two elements every POLL_MS.
 */
export function earlyPressScript(): string {
  const busy = '"aria-busy"';
  return (
    `(function(d){var q=[],h=0,p=0,B=${JSON.stringify(EARLY_PRESS_ATTRIBUTE)},A=${busy};` +
    // Whether React has hydrated this element: it keeps the element's props under a key of its own.
    'function r(e){return Object.keys(e).some(function(k){return!k.indexOf("__reactProps$")})}' +
    "function on(e){var b=e.target.closest&&e.target.closest('button[type=\"button\"]');if(!b||b.disabled)return;" +
    'if(r(d.body)){h=Date.now();d.removeEventListener("click",on,!0);return}' +
    "e.preventDefault();e.stopImmediatePropagation();if(q.some(function(x){return x.b===b}))return;" +
    `q.push({b:b,a:b.getAttribute(A)});b.setAttribute(B,"");b.setAttribute(A,"true");p||(p=1,setTimeout(t,${POLL_MS}))}` +
    'function t(){var n=Date.now(),x,b;if(!h&&r(d.body)){h=n;d.removeEventListener("click",on,!0)}' +
    // Pressed again one poll after React has the page (its commit and effects are done by then), in order.
    `if(h&&n>h)while(q.length){x=q[0];b=x.b;if(b.isConnected&&!r(b)&&n-h<${OWN_HYDRATION_GRACE_MS})break;q.shift();` +
    "b.removeAttribute(B);x.a===null?b.removeAttribute(A):b.setAttribute(A,x.a);b.isConnected&&b.click()}" +
    `q.length?setTimeout(t,${POLL_MS}):p=0}` +
    'd.addEventListener("click",on,!0)})(document);'
  );
}
