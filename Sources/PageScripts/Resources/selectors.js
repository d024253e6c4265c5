// CSS selectors for elements, to act on them by selector and to report them.

// parent -> Map(child -> its n in :nth-of-type), filled as children are asked for; a parent's entry is dropped
// when its children change (watch.js).
const nthCache = new $WeakMap();

/**
 * An element's n for `:nth-of-type`. Counts back over the siblings before it to one already known, so numbering a
 * run of siblings in order costs one step each; a long count with nothing known numbers all the siblings at once.
 */
function nthOfType(el) {
  const parent = el.parentNode;
  if (!parent) return 1;
  let known = nthCache.get(parent);
  if (!known) { known = new $Map(); nthCache.set(parent, known); }
  const cached = known.get(el);
  if (cached !== undefined) return cached;
  const tag = el.localName;
  let n = 1, steps = 0;
  for (let sib = el.previousElementSibling; sib; sib = sib.previousElementSibling) {
    if (++steps > 64) return numberSiblings(parent, known).get(el) || 1;
    if (sib.localName !== tag) continue;
    const k = known.get(sib);
    if (k !== undefined) { n += k; break; }
    n++;
  }
  known.set(el, n);
  return n;
}

function numberSiblings(parent, known) {
  const counts = new $Map();
  const kids = parent.children;
  for (let i = 0; i < kids.length; i++) {
    const n = (counts.get(kids[i].localName) || 0) + 1;
    counts.set(kids[i].localName, n);
    known.set(kids[i], n);
  }
  return known;
}

/** A CSS selector from the nearest ancestor with a unique id; `>>>` enters a shadow root, `|>` an iframe. */
function selectorOf(el) {
  const parts = [];
  let node = el;
  while (node && node.nodeType === 1) {
    if (node.id && byId(node, node.id) === node) { parts.unshift('#' + $cssEscape(node.id)); break; }
    parts.unshift(node.localName + ':nth-of-type(' + nthOfType(node) + ')');
    node = node.parentElement;
  }
  let selector = parts.join(' > ');
  const root = el.getRootNode();
  if (root.nodeType === 11 && root.host) return selectorOf(root.host) + ' >>> ' + selector;
  const frame = el.ownerDocument.defaultView && el.ownerDocument.defaultView.frameElement;
  if (frame) return selectorOf(frame) + ' |> ' + selector;
  return selector;
}

