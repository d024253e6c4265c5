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
const CELL_WIDGETS = 'a[href], button, input:not([type="hidden"]), select, textarea, [role="button"], [role="link"], '
  + '[role="checkbox"], [role="switch"], [role="radio"], [role="combobox"], [role="textbox"], [role="slider"]';
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
      watchFrame(el);
    }
    el = walker.nextNode();
  }
}

const watchedFrames = new $WeakSet();

/** A frame that loads (or reloads) a document later: discover and observe the new one when it arrives. */
function watchFrame(frame) {
  if (watchedFrames.has(frame)) return;
  watchedFrames.add(frame);
  call($addEventListener, frame, 'load', () => {
    let doc = null;
    try { doc = frame.contentDocument; } catch (e) { doc = null; }
    if (!doc || !doc.documentElement) return;
    const roots = [doc];
    discover(doc.documentElement, candidates, roots);
    for (const r of roots) { observedRoots.push(r); if (observer) observeRoot(r); }
    forgetPositioned();
    schedule(0);
  });
}

function nextSkippingChildren(walker) {
  let n = walker.nextSibling();
  while (!n && walker.parentNode()) n = walker.nextSibling();
  return n;
}

// ---- measuring and numbering -------------------------------------------------------------------------

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
    // A grid's cell holding a link, button or field is that widget to a person: one number, the widget's.
    if (role === 'gridcell' && el.querySelector(CELL_WIDGETS)) { skip(el, 'its widget is numbered'); continue; }
    // Cheap geometry first: most of a long page is outside the viewport and needs nothing else.
    const box = boxOf(target);
    if (!box) { if (why) skip(target, isHidden(target) ? 'hidden' : 'no size'); continue; }
    const doc = target.ownerDocument;
    const off = doc === document ? { x: 0, y: 0 } : frameOffset(target);
    const x = box.left + off.x, y = box.top + off.y;
    const inView = x < topView.width && y < topView.height && x + box.width > 0 && y + box.height > 0;
    if (!all && !inView) continue;
    if (isDisabled(target)) { skip(target, 'disabled'); continue; }
    // An image-map area is seen, and hit, through its image.
    const seenAs = target.localName === 'area' ? areaImage(target) || target : target;
    if (isHidden(seenAs)) { skip(target, 'hidden'); continue; }
    const visible = !inView ? true
      : mayBeCovered(target, x, y, box, layers) || seenAs !== target
        ? isOnTop(target, box, doc, related || (seenAs !== target ? seenAs : null)) : !isClippedOut(target, box, clips);
    // Listing everything, a thing scrolled out of its own box counts as one scrolled out of the page.
    if (!visible && !(all && scrolledOut(target, box, clips))) {
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
  checkedState(c, out);
  if (hasAttr(c, 'aria-selected')) out.selected = attr(c, 'aria-selected') === 'true';
  expandedState(c, out);
  // What it opens (aria-haspopup; "true" is a menu): "open the menu" is the button that opens one.
  const popup = (attr(c, 'aria-haspopup') || '').trim().toLowerCase();
  if (popup && popup !== 'false') out.popup = popup === 'true' ? 'menu' : popup;
  const sorted = sortOf(c);
  if (sorted) out.sort = sorted;
  if (c.localName === 'textarea' || c.localName === 'select' || (c.localName === 'input' && TEXT_INPUT_TYPES.has((c.type || 'text').toLowerCase()))) {
    // A password leaves the page only as "there is one".
    out.value = (c.type || '').toLowerCase() === 'password' ? (c.value ? '••••••' : '') : c.value;
  } else if (c.isContentEditable) {
    out.value = clean(c.textContent);
  } else if (item.role === 'slider' || item.role === 'spinbutton') {
    out.value = rangeValue(c);
  }
  if (inDialog(item.el)) out.dialog = true;
  const sends = sentForm(c);
  if (sends) out.submits = sends;
  // A link that is a heading, or holds one: how search results and article lists show their entries. One that is a
  // small part of a heading's text is a tool beside it (a wiki's "[edit]", "About sharing" in "Share this story").
  if (item.role === 'link') {
    const over = call($closest, item.el, HEADINGS);
    if (item.el.querySelector(HEADINGS) || (over && 2 * clean(item.el.textContent).length >= clean(over.textContent).length)) out.heading = true;
    else if (over) out.inHeading = true;
    if (writtenBy(c)) out.author = true;
    else if (!over && !out.heading && inProse(item.el)) out.inText = true;
    if (!out.heading && isTag(c)) out.tag = true;
  }
  if (item.role === 'radio') {
    const group = radioGroupName(c);
    if (group) out.group = group;
  } else if (item.role !== 'link' || !out.heading) {
    // What else is pressed in a named part of the page says so ("Mute" in the section "Video", "Reject all" in the
    // region "Cookies").
    const name = partName(item.el);
    if (name) out.group = name;
  }
  const colour = colourOf(item.el);
  if (colour) out.colour = colour;
  const landmarks = landmarksOf(item.el);
  if (landmarks) out.landmarks = landmarks;
  const sections = sectionsOf(item.el);
  if (sections.length) out.sections = sections;
  return out;
}

/** What a button sends when pressed: 'search' for a search form, 'form' for another form; '' for none. */
function sentForm(c) {
  // Most elements are neither: their attributes are not read (a scan walks thousands).
  if (c.localName !== 'button' && c.localName !== 'input') return '';
  const form = sendsItsForm(c) ? c.form : null;
  if (!form) return '';
  if (call($matches, form, '[role="search"], [role="search"] *')) return 'search';
  for (const input of call($getElementsByTagName, form, 'input')) if ((attr(input, 'type') || '').toLowerCase() === 'search') return 'search';
  return 'form';
}

const HEADINGS = 'h1, h2, h3, h4, h5, h6, [role="heading"]';

/** The name of the group a radio button belongs to: its radiogroup's accessible name, or its fieldset's legend. */
function radioGroupName(c) {
  const group = call($closest, c, '[role="radiogroup"], fieldset');
  if (!group) return '';
  if (group.localName === 'fieldset' && !hasAttr(group, 'aria-label') && !hasAttr(group, 'aria-labelledby')) {
    const legend = group.querySelector('legend');
    return legend ? clean(textOf(legend, false, 0)) : '';
  }
  return accessibleName(group, 'radiogroup', new Map());
}

/** A checkbox's, radio's, switch's or toggle button's state into `out`: `checked`, and `mixed` when partly checked. */
function checkedState(c, out) {
  if (c.localName === 'input' && (c.type === 'checkbox' || c.type === 'radio')) out.checked = c.checked;
  else if (hasAttr(c, 'aria-checked')) out.checked = attr(c, 'aria-checked') === 'true';
  else if (hasAttr(c, 'aria-pressed')) out.checked = attr(c, 'aria-pressed') === 'true';
  if (c.indeterminate === true || attr(c, 'aria-checked') === 'mixed' || attr(c, 'aria-pressed') === 'mixed') out.mixed = true;
}

/** The way a table is sorted by the column whose header `c` is or is in (aria-sort "ascending" or "descending"). One
 *  native look up the tree: a scan of 10,000 elements took 17 ms more walking up by hand. */
function sortOf(c) {
  const header = call($closest, c, '[aria-sort], th, [role="columnheader"]');
  const v = header ? attr(header, 'aria-sort') : null;
  return v === 'ascending' || v === 'descending' ? v : null;
}

/** Open or closed: the element's own aria-expanded, a <summary>'s <details>, or — for the first cell of a tree grid's
 *  row — the row's (the row itself is no element to press; its first cell is where it opens). */
function expandedState(c, out) {
  if (hasAttr(c, 'aria-expanded')) out.expanded = attr(c, 'aria-expanded') === 'true';
  else if (c.localName === 'summary' && c.parentElement) out.expanded = c.parentElement.open;
  else {
    const row = expandingRow(c);
    if (row) out.expanded = attr(row, 'aria-expanded') === 'true';
  }
}

/** The tree grid row that `cell` opens and closes: a row with aria-expanded whose first cell `cell` is. */
function expandingRow(cell) {
  const role = attr(cell, 'role');
  if (role !== 'gridcell' && role !== 'rowheader' && cell.localName !== 'td' && cell.localName !== 'th') return null;
  const row = cell.parentElement;
  if (!row || attr(row, 'role') !== 'row' || !hasAttr(row, 'aria-expanded') || row.firstElementChild !== cell) return null;
  return row;
}

/** Whether `el` is inside a dialog (through shadow roots too). */
function inDialog(el) {
  for (let node = el; node; node = node.parentNode || node.host || null) {
    if (node.nodeType !== 1) continue;
    const role = attr(node, 'role');
    if (node.localName === 'dialog' || role === 'dialog' || role === 'alertdialog') return true;
  }
  return false;
}

/** A slider's or spin button's value as a person would read it: its text ("20°C", "March") or its number. */
function rangeValue(el) {
  if (el.localName === 'input') return el.value;
  return attr(el, 'aria-valuetext') || attr(el, 'aria-valuenow') || '';
}

const round = (v) => Math.round(v * 10) / 10;

api.scan = (params) => {
  const start = $now();
  ensureDiscovered();
  newPartsOfThePage();
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
