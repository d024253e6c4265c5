// Scraper: finds what a person could act on, names it as assistive technology would, and numbers what is
// visible in reading order. Candidates are discovered once and then kept up to date from mutation records
// (see watch.js); every numbering pass re-measures only the candidates.

const WIDGET_ROLES = new $Set([
  'button', 'link', 'checkbox', 'radio', 'switch', 'tab', 'menuitem', 'menuitemcheckbox', 'menuitemradio',
  'option', 'treeitem', 'combobox', 'textbox', 'searchbox', 'slider', 'spinbutton', 'listbox', 'gridcell',
]);
// Roles whose accessible name may come from their content.
const NAME_FROM_CONTENT = new $Set([
  'button', 'link', 'checkbox', 'radio', 'switch', 'tab', 'menuitem', 'menuitemcheckbox', 'menuitemradio',
  'option', 'treeitem', 'gridcell', 'clickable', 'heading', 'cell', 'row',
]);
const CONTAINER_ROLES = new $Set([
  'group', 'menu', 'menubar', 'listbox', 'tree', 'treegrid', 'grid', 'tablist', 'toolbar', 'dialog', 'radiogroup',
]);
const INPUT_ROLES = {
  checkbox: 'checkbox', radio: 'radio', range: 'slider', number: 'spinbutton', search: 'searchbox',
  button: 'button', submit: 'button', reset: 'button', image: 'button', file: 'button', color: 'button',
};

/** The role a person would call it, or null when it is not something to act on. */
function roleOf(el) {
  const explicit = attr(el, 'role');
  if (explicit) {
    const first = explicit.trim().split(/\s+/)[0].toLowerCase();
    if (WIDGET_ROLES.has(first)) return first;
  }
  switch (el.localName) {
    case 'a': case 'area': return hasAttr(el, 'href') ? 'link' : handlerRole(el);
    case 'button': return 'button';
    case 'input': {
      const type = (attr(el, 'type') || 'text').toLowerCase();
      if (type === 'hidden') return null;
      if (INPUT_ROLES[type]) return INPUT_ROLES[type];
      return hasAttr(el, 'list') ? 'combobox' : 'textbox';
    }
    case 'select': return (el.multiple || el.size > 1) ? 'listbox' : 'combobox';
    case 'textarea': return 'textbox';
    case 'summary': return el.parentElement && el.parentElement.localName === 'details' ? 'button' : handlerRole(el);
    case 'td': case 'th': {
      // Cells of an interactive grid are its widgets.
      const table = call($closest, el, 'table');
      const tableRole = table && attr(table, 'role');
      return tableRole === 'grid' || tableRole === 'treegrid' ? 'gridcell' : handlerRole(el);
    }
  }
  if (el.isContentEditable && !(el.parentElement && el.parentElement.isContentEditable)) return 'textbox';
  return handlerRole(el);
}

/** Elements made clickable by script: an onclick or jsaction attribute. */
function handlerRole(el) {
  if (hasAttr(el, 'onclick') || /(^|;)\s*(click:|[\w.]+;?$)/.test(attr(el, 'jsaction') || '')) return 'clickable';
  return null;
}

const FORM_CONTROLS = new $Set(['button', 'input', 'select', 'textarea', 'optgroup', 'option', 'fieldset']);

function isDisabled(el) {
  if (attr(el, 'aria-disabled') === 'true') return true;
  if (!FORM_CONTROLS.has(el.localName)) return false;
  try { return call($matches, el, ':disabled'); } catch (e) { return false; }
}

/** Right-to-left content: the nearest `dir` says so (cheaper than computed style on every element). */
function isRtl(el) {
  const scope = call($closest, el, '[dir]');
  return !!scope && (attr(scope, 'dir') || '').toLowerCase() === 'rtl';
}

function isHidden(el) {
  if (call($closest, el, '[aria-hidden="true"], [inert]')) return true;
  return !call($checkVisibility, el, { checkOpacity: true, checkVisibilityCSS: true });
}

/** A scrollable region (overflow auto/scroll with more content than room). */
function isScrollable(el) {
  if (el.scrollHeight <= el.clientHeight + 4 && el.scrollWidth <= el.clientWidth + 4) return false;
  if (el === el.ownerDocument.documentElement || el === el.ownerDocument.body) return false;
  const style = call($getComputedStyle, window, el);
  const scrolls = (v) => v === 'auto' || v === 'scroll';
  return (el.scrollHeight > el.clientHeight + 4 && scrolls(style.overflowY)) ||
    (el.scrollWidth > el.clientWidth + 4 && scrolls(style.overflowX));
}

// ---- accessible names -----------------------------------------------------------------------------------

const clean = (s) => (s || '').replace(/\s+/g, ' ').trim();

function byId(el, id) {
  const root = el.getRootNode();
  return root.nodeType === 9 ? call($getElementById, root, id) :
    (root.nodeType === 11 ? call($fragGetElementById, root, id) : null);
}

/** Text of an element for a name, honouring aria-label and alt inside it; hidden parts skipped unless asked. */
function textOf(node, includeHidden, depth) {
  if (depth > 12) return '';
  let out = '';
  const children = node.shadowRoot && node.childNodes.length === 0 ? node.shadowRoot.childNodes : node.childNodes;
  for (let i = 0; i < children.length; i++) {
    const child = children[i];
    if (child.nodeType === 3) { out += child.data; continue; }
    if (child.nodeType !== 1) continue;
    const tag = child.localName;
    if (tag === 'script' || tag === 'style' || tag === 'template' || tag === 'noscript') continue;
    // Nested groups of other widgets (a tree item's children, a submenu) are not part of the name.
    if (!includeHidden && CONTAINER_ROLES.has((attr(child, 'role') || '').trim().toLowerCase())) continue;
    if (!includeHidden && (attr(child, 'aria-hidden') === 'true' ||
        !call($checkVisibility, child, { checkVisibilityCSS: true }))) continue;
    const pad = INLINE_TAGS.has(tag) ? '' : ' ';
    const label = attr(child, 'aria-label');
    if (label && clean(label)) { out += pad + label + pad; continue; }
    if (tag === 'svg') {
      const title = child.querySelector('title');
      if (title) out += ' ' + title.textContent + ' ';
      continue;
    }
    if (tag === 'img' || tag === 'area') { out += ' ' + (attr(child, 'alt') || '') + ' '; continue; }
    if (tag === 'input') { out += ' ' + (child.type === 'checkbox' || child.type === 'radio' ? '' : child.value) + ' '; continue; }
    if (tag === 'select') { const o = child.selectedOptions && child.selectedOptions[0]; out += ' ' + (o ? o.text : '') + ' '; continue; }
    if (tag === 'slot') {
      const assigned = child.assignedNodes();
      for (let j = 0; j < assigned.length; j++) {
        out += assigned[j].nodeType === 3 ? assigned[j].data : ' ' + textOf(assigned[j], includeHidden, depth + 1) + ' ';
      }
      continue;
    }
    out += pad + textOf(child, includeHidden, depth + 1) + pad;
  }
  return out;
}

// Inline elements join the text around them without a space ("comments<span>941</span>" is "comments941").
const INLINE_TAGS = new $Set([
  'span', 'a', 'b', 'i', 'em', 'strong', 'small', 'sub', 'sup', 'code', 'abbr', 'cite', 'mark', 'q', 's', 'u',
  'time', 'var', 'kbd', 'font', 'bdi', 'bdo', 'data', 'dfn', 'ins', 'del', 'samp', 'tt', 'big', 'nobr', 'wbr',
]);

/**
 * label[for] texts by control id within one root (a document or a shadow root), built once per scan
 * (el.labels is slow after DOM changes in WebKit).
 */
function labelMap(root) {
  const map = new $Map();
  const labels = root.querySelectorAll('label');
  for (let i = 0; i < labels.length; i++) {
    const l = labels[i];
    if (l.htmlFor) map.set(l.htmlFor, (map.get(l.htmlFor) || '') + ' ' + textOf(l, false, 0));
  }
  return map;
}

function accessibleName(el, role, labels) {
  const labelledBy = attr(el, 'aria-labelledby');
  if (labelledBy) {
    const parts = labelledBy.trim().split(/\s+/).map((id) => {
      const ref = byId(el, id);
      if (!ref) return '';
      return attr(ref, 'aria-label') || textOf(ref, true, 0);
    });
    const n = clean(parts.join(' '));
    if (n) return n;
  }
  const ariaLabel = clean(attr(el, 'aria-label'));
  if (ariaLabel) return ariaLabel;
  const tag = el.localName;
  if (tag === 'input' || tag === 'select' || tag === 'textarea') {
    const type = (el.type || '').toLowerCase();
    if (tag === 'input' && (type === 'button' || type === 'submit' || type === 'reset')) {
      return clean(el.value) || (type === 'submit' ? 'Submit' : type === 'reset' ? 'Reset' : '');
    }
    if (tag === 'input' && type === 'image') return clean(attr(el, 'alt')) || clean(el.value) || 'Submit';
    let n = el.id && labels.has(el.id) ? labels.get(el.id) : '';
    const wrapping = call($closest, el, 'label');
    if (wrapping && !(el.id && wrapping.htmlFor === el.id)) n += ' ' + textOf(wrapping, false, 0);
    if (clean(n)) return clean(n);
  }
  if (tag === 'img' || tag === 'area') { const alt = clean(attr(el, 'alt')); if (alt) return alt; }
  if (tag === 'label') { const n = clean(textOf(el, false, 0)); if (n) return n; }
  if (NAME_FROM_CONTENT.has(role)) {
    const n = clean(textOf(el, false, 0));
    if (n) return n;
  }
  return clean(attr(el, 'title')) || clean(attr(el, 'placeholder')) || clean(attr(el, 'aria-placeholder')) || '';
}

// ---- selectors ------------------------------------------------------------------------------------------

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

// ---- discovery ------------------------------------------------------------------------------------------

/** Every candidate element under a root, entering open shadow roots and same-origin iframes. */
function discover(root, found, roots) {
  const walker = (root.ownerDocument || root).createTreeWalker(root, NodeFilter.SHOW_ELEMENT);
  let el = root.nodeType === 1 ? root : walker.nextNode();
  while (el) {
    if (el === overlayHost) { el = nextSkippingChildren(walker); continue; }
    if (roleOf(el) || el.localName === 'label' || isScrollable(el)) found.add(el);
    if (el.shadowRoot) { roots.push(el.shadowRoot); discover(el.shadowRoot, found, roots); }
    if (el.localName === 'iframe' || el.localName === 'frame') {
      let doc = null;
      try { doc = el.contentDocument; } catch (e) { doc = null; }
      if (doc && doc.documentElement) { roots.push(doc); discover(doc.documentElement, found, roots); }
    }
    el = walker.nextNode();
  }
}

function nextSkippingChildren(walker) {
  let n = walker.nextSibling();
  while (!n && walker.parentNode()) n = walker.nextSibling();
  return n;
}

// ---- measuring and numbering ---------------------------------------------------------------------------

/** Offset of an element's frame within the top viewport. */
function frameOffset(el) {
  let x = 0, y = 0;
  let win = el.ownerDocument.defaultView;
  while (win && win.frameElement) {
    const r = rectOf(win.frameElement);
    x += r.left + win.frameElement.clientLeft;
    y += r.top + win.frameElement.clientTop;
    win = win.parent;
  }
  return { x, y };
}

/**
 * The first box of the element a person could see (inline links may wrap; the first line is what is seen).
 * Boxes under 2×2 px are the "visually hidden" pattern, not something to point at.
 */
function boxOf(el) {
  const r = rectOf(el);
  if (r.width >= 2 && r.height >= 2) return r;
  const rects = call($getClientRects, el);
  for (let i = 0; i < rects.length; i++) if (rects[i].width >= 2 && rects[i].height >= 2) return rects[i];
  return null;
}

// ---- occlusion -----------------------------------------------------------------------------------------
// Hit tests are exact but cost time linear in the page on WebKit (0.6 ms each on a 10,000-element page). Only
// positioned elements (fixed, sticky, absolute) can sit over the normal flow, so an element is hit-tested only
// when one of them overlaps it; otherwise it is on top unless an overflow-clipping ancestor hides it.

let positioned = null;   // positioned elements of the page and its roots; dropped on every DOM change

function findPositioned() {
  const found = [];
  const visit = (root) => {
    const all = root.querySelectorAll('*');
    for (let i = 0; i < all.length; i++) {
      const el = all[i];
      if (el === overlayHost) continue;
      const p = call($getComputedStyle, window, el).position;
      if (p === 'fixed' || p === 'sticky' || p === 'absolute') found.push(el);
    }
  };
  visit(document);
  for (const r of observedRoots) visit(r);
  return found;
}

/** Positioned elements on screen, with their boxes in top-viewport coordinates. */
function overlays() {
  if (!positioned) positioned = findPositioned();
  const out = [];
  for (const el of positioned) {
    if (!el.isConnected) continue;
    const r = rectOf(el);
    if (r.width < 1 || r.height < 1 || r.bottom <= 0 || r.right <= 0 || r.top >= window.innerHeight || r.left >= window.innerWidth) continue;
    const off = el.ownerDocument === document ? { x: 0, y: 0 } : frameOffset(el);
    out.push({ el, left: r.left + off.x, top: r.top + off.y, right: r.right + off.x, bottom: r.bottom + off.y });
  }
  return out;
}

function mayBeCovered(el, x, y, box, layers) {
  for (const o of layers) {
    if (o.left >= x + box.width || o.right <= x || o.top >= y + box.height || o.bottom <= y) continue;
    if (composedContains(o.el, el) || composedContains(el, o.el)) continue;
    return true;
  }
  return false;
}

/** Hidden by an ancestor that clips its overflow (a scrolled list, a collapsed panel). */
function isClippedOut(el, box, clips) {
  let node = el.parentElement || (el.getRootNode() && el.getRootNode().host) || null;
  while (node && node.nodeType === 1 && node !== el.ownerDocument.documentElement && node !== el.ownerDocument.body) {
    let clip = clips.get(node);
    if (clip === undefined) {
      const style = call($getComputedStyle, window, node);
      clip = style.overflowX !== 'visible' || style.overflowY !== 'visible' ? rectOf(node) : null;
      clips.set(node, clip);
    }
    if (clip && (box.right <= clip.left + 1 || box.left >= clip.right - 1 || box.bottom <= clip.top + 1 || box.top >= clip.bottom - 1)) {
      return true;
    }
    node = node.parentElement || (node.getRootNode() && node.getRootNode().host) || null;
  }
  return false;
}

/** True when the element (or a label of it) is what is on top at its centre or one of its corners. */
function isOnTop(el, box, doc, related) {
  const inset = Math.min(2, box.width / 4, box.height / 4);
  const points = [
    [box.left + box.width / 2, box.top + box.height / 2], [box.left + inset, box.top + inset],
    [box.right - inset, box.top + inset], [box.left + inset, box.bottom - inset], [box.right - inset, box.bottom - inset],
  ];
  const view = doc.defaultView;
  for (let i = 0; i < points.length; i++) {
    const x = points[i][0], y = points[i][1];
    if (x < 0 || y < 0 || x >= view.innerWidth || y >= view.innerHeight) continue;
    let hit = call($docElementFromPoint, doc, x, y);
    while (hit && hit.shadowRoot) {
      const inner = call($rootElementFromPoint, hit.shadowRoot, x, y);
      if (!inner || inner === hit) break;
      hit = inner;
    }
    if (!hit) continue;
    if (composedContains(el, hit) || composedContains(hit, el) && hit.localName === 'label') return true;
    if (related && composedContains(related, hit)) return true;
  }
  return false;
}

function composedContains(ancestor, node) {
  while (node) {
    if (node === ancestor) return true;
    node = node.parentNode || node.host || null;
  }
  return false;
}

/** Measures candidates and returns the ones to label, in reading order; `why` collects what was left out. */
function measure(all, why) {
  const skip = (el, reason) => { if (why) why.push({ selector: selectorOf(el), reason }); };
  const topView = { width: window.innerWidth, height: window.innerHeight };
  const labelsByRoot = new $Map();
  const layers = overlays();
  const clips = new $Map();
  const out = [];
  for (const el of candidates) {
    if (!el.isConnected) { candidates.delete(el); continue; }
    let role = roleOf(el);
    let target = el, related = null;
    if (!role) {
      if (el.localName === 'label') {
        // A visible label standing in for its visually hidden control (custom checkboxes and radios).
        const control = el.control;
        if (!control || !roleOf(control) || isDisabled(control)) continue;  // an ordinary label: not a candidate
        const controlBox = boxOf(control);
        const styled = controlBox && call($checkVisibility, control, { checkOpacity: true, checkVisibilityCSS: true });
        if (styled && controlBox.width >= 4 && controlBox.height >= 4) continue;
        role = roleOf(control);
        related = control;
      } else {
        role = 'scrollable';
      }
    }
    // Cheap geometry first: most of a long page is outside the viewport and needs nothing else.
    const box = boxOf(target);
    if (!box) { if (why) skip(target, isHidden(target) ? 'hidden' : 'no size'); continue; }
    const doc = target.ownerDocument;
    const off = doc === document ? { x: 0, y: 0 } : frameOffset(target);
    const x = box.left + off.x, y = box.top + off.y;
    const inView = x < topView.width && y < topView.height && x + box.width > 0 && y + box.height > 0;
    if (!all && !inView) continue;
    if (isDisabled(target)) { skip(target, 'disabled'); continue; }
    if (isHidden(target)) { skip(target, 'hidden'); continue; }
    const visible = !inView ? true
      : mayBeCovered(target, x, y, box, layers) ? isOnTop(target, box, doc, related) : !isClippedOut(target, box, clips);
    if (!visible) {
      if (why) {
        const hit = call($docElementFromPoint, doc, box.left + box.width / 2, box.top + box.height / 2);
        skip(target, 'covered by ' + (hit ? selectorOf(hit) : 'nothing at its centre'));
      }
      continue;
    }
    const root = (related || target).getRootNode();
    if (!labelsByRoot.has(root)) labelsByRoot.set(root, labelMap(root));
    const labels = labelsByRoot.get(root);
    const name = related ? accessibleName(related, role, labels) || accessibleName(target, 'label', labels)
      : accessibleName(target, role, labels);
    out.push({ el: target, control: related || target, role, name, x, y, width: box.width, height: box.height,
      rtl: isRtl(target) });
  }
  return readingOrder(out);
}

/**
 * Rows top to bottom; within a row left to right (right to left for RTL content). An element joins the row
 * when its vertical centre falls in the band of the row's first element (capped, so one tall element does not
 * pull a whole column into its row).
 */
function readingOrder(items) {
  items.sort((a, b) => a.y - b.y || a.x - b.x);
  const rows = [];
  for (const item of items) {
    const row = rows.length ? rows[rows.length - 1] : null;
    if (row && item.y + item.height / 2 < row.top + row.band) row.items.push(item);
    else rows.push({ top: item.y, band: Math.min(Math.max(item.height, 8), 48), items: [item] });
  }
  const ordered = [];
  for (const row of rows) {
    const rtl = row.items.filter((i) => i.rtl).length > row.items.length / 2;
    row.items.sort((a, b) => rtl ? (b.x + b.width) - (a.x + a.width) : a.x - b.x);
    for (const item of row.items) ordered.push(item);
  }
  return ordered;
}

const candidates = new $Set();
const observedRoots = [];
let discovered = false;
let numbered = [];          // index + 1 = label number
let lastScanAll = false;

function ensureDiscovered() {
  if (discovered) return;
  discover(document.documentElement, candidates, observedRoots);
  discovered = true;
  startWatching();
}

function describe(item, number) {
  const out = {
    number, role: item.role, name: item.name, selector: selectorOf(item.el),
    rect: { x: round(item.x), y: round(item.y), width: round(item.width), height: round(item.height) },
  };
  const href = item.el.href;
  if (item.role === 'link' && typeof href === 'string' && href) out.href = href;
  const c = item.control;
  if (c.localName === 'input' && (c.type === 'checkbox' || c.type === 'radio')) out.checked = c.checked;
  else if (hasAttr(c, 'aria-checked')) out.checked = attr(c, 'aria-checked') === 'true';
  else if (hasAttr(c, 'aria-pressed')) out.checked = attr(c, 'aria-pressed') === 'true';
  if (hasAttr(c, 'aria-selected')) out.selected = attr(c, 'aria-selected') === 'true';
  if (hasAttr(c, 'aria-expanded')) out.expanded = attr(c, 'aria-expanded') === 'true';
  else if (c.localName === 'summary' && c.parentElement) out.expanded = c.parentElement.open;
  if (c.localName === 'textarea' || c.localName === 'select' || (c.localName === 'input' && TEXT_INPUT_TYPES.has((c.type || 'text').toLowerCase()))) {
    out.value = c.value;
  } else if (c.isContentEditable) {
    out.value = clean(c.textContent);
  }
  return out;
}

const round = (v) => Math.round(v * 10) / 10;

api.scan = (params) => {
  const start = $now();
  ensureDiscovered();
  if (params.peek) {
    // A look at the page that leaves the numbers on screen as they are (finding an element by its name, or
    // explaining what was left out and why).
    const why = params.explain ? [] : null;
    const items = measure(!!params.all, why);
    const out = { url: location.href, title: document.title, elements: items.map((item, i) => describe(item, i + 1)),
      timings: { scrapeMs: round($now() - start) } };
    if (why) out.excluded = why;
    return out;
  }
  lastScanAll = !!params.all;
  numbered = measure(lastScanAll);
  const elements = numbered.map((item, i) => describe(item, i + 1));
  if (labelsShown) drawLabels();
  return { url: location.href, title: document.title, elements, timings: { scrapeMs: round($now() - start) } };
};
