// CSS selectors for elements, to act on them by selector and to report them.

const nthCache = new $WeakMap();

function nthOfType(el) {
  const parent = el.parentNode;
  if (!parent) return 1;
  let table = nthCache.get(parent);
  if (!table || !table.has(el)) {
    table = new $Map();
    const counts = new $Map();
    const kids = parent.children;
    for (let i = 0; i < kids.length; i++) {
      const n = (counts.get(kids[i].localName) || 0) + 1;
      counts.set(kids[i].localName, n);
      table.set(kids[i], n);
    }
    nthCache.set(parent, table);
  }
  return table.get(el) || 1;
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

