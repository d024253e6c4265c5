// Actions on elements, by label number (from the last scan) or by selector. Clicks are a full pointer and mouse
// sequence at the element's centre so framework handlers fire; what fields take (typing through the editing machinery,
// so frameworks see the text; options, numbers, moving between fields) is in fields.js.

/** Resolves `>>>` (into a shadow root) and `|>` (into an iframe) selectors as written by selectorOf. */
function querySelectorDeep(selector) {
  let scope = document;
  const steps = selector.split(/\s*(>>>|\|>)\s*/);
  let el = null;
  for (let i = 0; i < steps.length; i += 2) {
    el = scope.querySelector(steps[i]);
    if (!el) return null;
    const join = steps[i + 1];
    if (join === '>>>') scope = el.shadowRoot;
    else if (join === '|>') scope = el.contentDocument;
    if (join && !scope) return null;
  }
  return el;
}

// The element last acted on (pressed, focused, typed into, moved to): what "click it" and "untick it" point at.
let lastActed = null;

function targetOf(params) {
  if (params.last) {
    if (!lastActed || !lastActed.isConnected) return null;
    const el = lastActed, role = roleOf(el) || 'element';
    return { el, control: el.localName === 'label' && el.control ? el.control : el, role,
      name: accessibleName(el, role, labelMap(el.getRootNode())) };
  }
  if (typeof params.number === 'number') {
    const item = numbered[params.number - 1];
    if (!item || !item.el.isConnected) return null;
    return { el: item.el, control: item.control, role: item.role, name: item.name };
  }
  if (typeof params.selector === 'string') {
    const el = querySelectorDeep(params.selector);
    if (!el) return null;
    const role = roleOf(el) || 'element';
    return { el, control: el.localName === 'label' && el.control ? el.control : el, role,
      name: accessibleName(el, role, labelMap(el.getRootNode())) };
  }
  if (params.focused) {
    const el = deepActiveElement();
    if (!el || el === document.body) return null;
    const role = roleOf(el) || 'element';
    return { el, control: el, role, name: accessibleName(el, role, labelMap(el.getRootNode())) };
  }
  return null;
}

function deepActiveElement() {
  let el = document.activeElement;
  for (;;) {
    if (el && el.shadowRoot && el.shadowRoot.activeElement) { el = el.shadowRoot.activeElement; continue; }
    if (el && (el.localName === 'iframe' || el.localName === 'frame')) {
      let inner = null;
      try { inner = el.contentDocument && el.contentDocument.activeElement; } catch (e) { inner = null; }
      if (inner && inner !== el.contentDocument.body) { el = inner; continue; }
    }
    return el;
  }
}

function revealed(el) {
  const box = boxOf(el);
  const view = el.ownerDocument.defaultView;
  if (!box || box.top < 0 || box.left < 0 || box.bottom > view.innerHeight || box.right > view.innerWidth || scrolledOut(el, box)) {
    call($scrollIntoView, el, { block: 'center', inline: 'center', behavior: 'instant' });
  }
  return boxOf(el);
}

function fire(target, type, Ctor, init) {
  return call($dispatchEvent, target, new Ctor(type, init));
}

function hitAt(doc, x, y) {
  let hit = call($docElementFromPoint, doc, x, y);
  while (hit && hit.shadowRoot) {
    const inner = call($rootElementFromPoint, hit.shadowRoot, x, y);
    if (!inner || inner === hit) break;
    hit = inner;
  }
  return hit;
}

/** The widget inside `el` (not `el` itself) that `node` belongs to, if any: an open tree item's child items. */
function nestedWidget(el, node) {
  for (let p = node; p && p !== el; p = p.parentElement) if (WIDGET_ROLES.has(roleOf(p))) return p;
  return null;
}

/** Where to press `el`: its middle, unless a widget of its own lies there (the middle of an open tree item is one of
 *  its children, which the click would toggle instead); then the middle of its first words outside such widgets. */
function pressPoint(el, box) {
  const doc = el.ownerDocument;
  const middle = { x: box.left + box.width / 2, y: box.top + box.height / 2 };
  const hit = hitAt(doc, middle.x, middle.y);
  if (!hit || !composedContains(el, hit) || !nestedWidget(el, hit)) return middle;
  const walker = doc.createTreeWalker(el, NodeFilter.SHOW_TEXT);
  for (let n = walker.nextNode(); n; n = walker.nextNode()) {
    if (!clean(n.textContent) || nestedWidget(el, n.parentElement)) continue;
    const range = doc.createRange();
    range.selectNodeContents(n);
    const b = range.getBoundingClientRect();
    if (b.width > 0 && b.height > 0) return { x: b.left + b.width / 2, y: b.top + b.height / 2 };
  }
  return middle;
}

function click(el) {
  const box = revealed(el);
  if (!box) throw new Error('the element has no size on screen');
  const { x, y } = pressPoint(el, box);
  const doc = el.ownerDocument, view = doc.defaultView;
  const hit = hitAt(doc, x, y);
  const target = hit && composedContains(el, hit) ? hit : el;
  const base = { bubbles: true, cancelable: true, composed: true, view, clientX: x, clientY: y, screenX: x,
    screenY: y, button: 0, detail: 1 };
  const pointer = { ...base, pointerId: 1, pointerType: 'mouse', isPrimary: true, width: 1, height: 1 };
  fire(target, 'pointerover', $PointerEvent, pointer);
  fire(target, 'mouseover', $MouseEvent, base);
  fire(target, 'pointermove', $PointerEvent, pointer);
  fire(target, 'mousemove', $MouseEvent, base);
  const down = fire(target, 'pointerdown', $PointerEvent, { ...pointer, buttons: 1, pressure: 0.5 });
  const mouseDown = down && fire(target, 'mousedown', $MouseEvent, { ...base, buttons: 1 });
  if (mouseDown && focusable(el)) focusOn(focusable(el));
  fire(target, 'pointerup', $PointerEvent, { ...pointer, buttons: 0, pressure: 0 });
  fire(target, 'mouseup', $MouseEvent, { ...base, buttons: 0 });
  fire(target, 'click', $MouseEvent, { ...base, buttons: 0 });
}

/** The element a click would focus: itself or the nearest focusable ancestor. */
function focusable(el) {
  let node = el;
  while (node && node.nodeType === 1) {
    if (node.tabIndex >= 0 || node.isContentEditable) return node;
    node = node.parentElement;
  }
  return null;
}

/** A key pressed on `el`: keydown (keypress when `typed`), keyup; with `keyCode` too, which pages older than `key`
 *  read. */
function pressKey(el, key, keyCode, typed = false) {
  const init = { key, code: key, keyCode, which: keyCode, bubbles: true, cancelable: true, composed: true };
  fire(el, 'keydown', $KeyboardEvent, init);
  if (typed) fire(el, 'keypress', $KeyboardEvent, init);
  fire(el, 'keyup', $KeyboardEvent, init);
}

/** The arrow key that closes what is open (Left) or opens what is closed (Right) in a tree, pressed on `el`. */
function arrowToggle(el, open) {
  pressKey(el, open ? 'ArrowLeft' : 'ArrowRight', open ? 37 : 39);
}

/** Opens or closes a tree grid's row as a person does: the arrow key on the focused row (Right opens, Left closes),
 *  or, when the grid does not listen for it, a double click on the cell. */
function toggleRow(row, cell) {
  const open = attr(row, 'aria-expanded') === 'true';
  revealed(cell);
  const focus = row.tabIndex >= 0 || hasAttr(row, 'tabindex') ? row : cell;
  focusOn(focus);
  arrowToggle(focus, open);
  if ((attr(row, 'aria-expanded') === 'true') !== open) return;
  const box = revealed(cell);
  if (!box) return;
  const { x, y } = pressPoint(cell, box);
  fire(cell, 'dblclick', $MouseEvent, { bubbles: true, cancelable: true, composed: true, view: cell.ownerDocument.defaultView,
    clientX: x, clientY: y, button: 0, detail: 2 });
}

/** Escape, pressed where the focus is (the page when nothing has it): a script's menu, list or dialog listening for it
 *  closes. A modal <dialog> the page opened closes as the key closes it, through its cancel event, which a synthetic
 *  key does not reach. Returns 'closed' when an open dialog closed that way, else 'pressed'. */
function escape() {
  const focused = deepActiveElement();
  const on = focused && focused !== document.documentElement ? focused : document.body;
  pressKey(on, 'Escape', 27);
  const modal = Array.prototype.filter.call(document.querySelectorAll('dialog[open]'), (d) => {
    try { return d.matches(':modal'); } catch (e) { return false; }
  }).pop();
  if (!modal) return 'pressed';
  if (typeof modal.requestClose === 'function') modal.requestClose(); else modal.close();
  return modal.open ? 'pressed' : 'closed';
}

/** The nearest scrollable ancestor of the focused element, or null for the page. */
function scroller(from) {
  let node = from;
  while (node && node.nodeType === 1) {
    if (isScrollable(node)) return node;
    node = node.parentElement || (node.getRootNode() && node.getRootNode().host) || null;
  }
  return null;
}

function scroll(params) {
  const explicit = params.number || params.selector ? targetOf(params) : null;
  const el = explicit ? (isScrollable(explicit.el) ? explicit.el : scroller(explicit.el)) : scroller(deepActiveElement());
  const view = { w: el ? el.clientWidth : window.innerWidth, h: el ? el.clientHeight : window.innerHeight };
  const times = Math.min(Math.max(Math.trunc(Number(params.times)) || 1, 1), 100);
  const share = (params.amount === 'little' ? 0.25 : params.amount === 'page' ? 0.9 : 0.8) * times;
  const by = { up: [0, -view.h * share], down: [0, view.h * share], left: [-view.w * share, 0], right: [view.w * share, 0] };
  const target = el || window;
  const d = params.direction;
  const before = el ? [el.scrollTop, el.scrollLeft] : [window.scrollY, window.scrollX];
  if (d === 'top' || d === 'bottom') {
    const top = d === 'top' ? 0 : (el ? el.scrollHeight : document.documentElement.scrollHeight);
    target.scrollTo({ top, behavior: 'instant' });
  } else if (by[d]) {
    target.scrollBy({ left: by[d][0], top: by[d][1], behavior: 'instant' });
  } else {
    throw new Error('no direction ' + d);
  }
  const after = el ? [el.scrollTop, el.scrollLeft] : [window.scrollY, window.scrollX];
  // Nothing moved: already at that end.
  const moved = Math.abs(after[0] - before[0]) >= 1 || Math.abs(after[1] - before[1]) >= 1;
  return el ? { scrolled: 'element', scrollTop: round(el.scrollTop), scrollLeft: round(el.scrollLeft), moved }
    : { scrolled: 'page', scrollTop: round(window.scrollY), scrollLeft: round(window.scrollX), moved };
}

function stateOf(el) {
  const out = { url: location.href, scrollY: round(window.scrollY) };
  const focused = deepActiveElement();
  if (focused && focused !== document.body && focused !== document.documentElement) {
    const role = roleOf(focused) || focused.localName;
    out.focused = clean(role + ' ' + accessibleName(focused, role, labelMap(focused.getRootNode())));
    if (isTextField(focused) || focused.localName === 'select') out.value = focused.value;
    else if (focused.isContentEditable) out.value = clean(focused.textContent);
  }
  if (el) checkedState(el, out);
  if (el) expandedState(el, out);
  if (el && el.localName === 'details') out.expanded = el.open;
  return out;
}

api.act = (params) => {
  const op = params.op;
  if (op === 'scroll') return { ok: true, ...scroll(params), ...stateOf(null) };
  if (op === 'find') {
    // A heading of those words is where the page speaks of them ("scroll to the comments"); else their first place.
    const heading = headingFor(params.text || '');
    if (heading) {
      heading.scrollIntoView({ block: 'start', behavior: 'instant' });
      return { ok: true, detail: 'heading', name: clean(heading.textContent), ...stateOf(null) };
    }
  }
  if (op === 'find' || op === 'findNext') {
    // From the words last found (the selection), on to the next place, around to the top after the last.
    const found = window.find(params.text || '', false, false, true);
    return { ok: found, detail: found ? 'found' : 'not found', value: found ? placeFound(params.text || '') : undefined, ...stateOf(null) };
  }
  if (op === 'tucked') return { ok: true, tucked: tuckedAway() };
  if (op === 'main') return goToMain();
  if (op === 'landmark') return goToLandmark(params.text || '', params.value === 'peek');
  if (op === 'region') return goToRegion(params.text || '', params.value === 'peek');
  if (op === 'section') return goToHeading(params.text);
  if (op === 'heading') {
    // Only whether a heading of those words is shown, and its words: nothing moves.
    const heading = headingFor(params.text || '');
    return heading ? { ok: true, detail: 'heading', name: clean(heading.textContent) } : { ok: false, detail: 'no heading' };
  }
  if (op === 'state') {
    // With the focused element's own state too: a combo box's list open or not ("the second one" among its suggestions).
    const focused = deepActiveElement();
    return { ok: true, ...stateOf(focused && focused !== document.body && focused !== document.documentElement ? focused : null) };
  }
  if (op === 'media') return mediaOp(String(params.value));
  if (op === 'image') return imageInView();
  if (op === 'untype') return untype();
  if (op === 'escape') return { ok: true, detail: escape(), ...stateOf(null) };
  if (op === 'field') {
    const field = nextField(params.direction !== 'back');
    if (!field) return { ok: false, detail: 'no field', ...stateOf(null) };
    const role = roleOf(field) || 'textbox';
    lastActed = field;
    return { ok: true, role, name: accessibleName(field, role, labelMap(field.getRootNode())), ...stateOf(field) };
  }
  const target = targetOf(params);
  if (!target) return { ok: false, detail: 'no such element' };
  const el = target.el;
  const out = { ok: true, role: target.role, name: target.name };
  switch (op) {
    case 'click': {
      // A name the page repeats (each post's "Like") is told with the part of the page it is in.
      if (numbered.some((i) => i.el !== el && i.name === target.name)) out.part = partName(el) || undefined;
      // A link of no name (a picture's) is told by where it goes.
      if (!target.name && typeof el.href === 'string' && el.href) out.href = el.href;
      const row = expandingRow(target.control);
      if (row) toggleRow(row, target.control); else click(el);
      break;
    }
    case 'focus': revealed(target.control); focusOn(target.control); break;
    case 'toggle': {
      // A tree's item a click does not open (its name a link): the arrow key on it, as a person does.
      const open = attr(target.control, 'aria-expanded') === 'true';
      revealed(target.control);
      focusOn(target.control);
      arrowToggle(target.control, open);
      break;
    }
    case 'type': {
      const field = target.control;
      if (!isTextField(field) && !field.isContentEditable) {
        return { ok: false, detail: 'not a text field', role: target.role, name: target.name, ...stateOf(field) };
      }
      typeSaid(field, String(params.text || ''), params.replace === true);
      break;
    }
    case 'unword': {
      const field = target.control;
      if (!isTextField(field) && !field.isContentEditable) {
        return { ok: false, detail: 'not a text field', role: target.role, name: target.name, ...stateOf(field) };
      }
      const word = lastWordOff(field);
      if (word === null) return { ok: false, detail: 'empty', role: target.role, name: target.name, ...stateOf(field) };
      out.detail = word;
      break;
    }
    case 'select': {
      const c = target.control, role = roleOf(c);
      if (c.localName !== 'select' && role !== 'combobox' && role !== 'listbox') {
        return { ok: false, detail: 'not a list', role: target.role, name: target.name, ...stateOf(c) };
      }
      const chosen = chooseOption(c, String(params.value || ''));
      if (chosen === null) return { ok: false, detail: 'no such option', role: target.role, name: target.name, ...stateOf(c) };
      out.detail = chosen;
      break;
    }
    case 'option': {
      // Only whether the list has an option one of the names (one a line, tried in order) says as whole words, and
      // that option's words: nothing is chosen.
      const c = target.control, role = roleOf(c);
      if (c.localName !== 'select' && role !== 'combobox' && role !== 'listbox') return { ok: false, detail: 'not a list' };
      for (const name of String(params.value || '').split('\n')) {
        const found = findOption(c, name, true);
        if (found) return { ...out, detail: found.text };
      }
      return { ok: false, detail: 'no such option' };
    }
    case 'adjust': {
      const c = target.control, role = roleOf(c) || (c.localName === 'input' && c.type === 'range' ? 'slider' : '');
      const wanted = parseFloat(String(params.value || '').replace(',', '.'));
      if (role !== 'slider' && role !== 'spinbutton') return { ok: false, detail: 'not a slider', role: target.role, name: target.name, ...stateOf(c) };
      const before = rangeValue(c);
      const by = adjustBy(c, params.value || '');
      if (by === 'no end') return { ok: false, detail: 'no end', role: target.role, name: target.name, ...stateOf(c) };
      if (by) { out.value = rangeValue(c); if (out.value === before) out.detail = 'at an end'; break; }
      if (!isFinite(wanted) && c.localName !== 'input' && hasAttr(c, 'aria-valuetext')) {
        // A value said in words ("march"): the one whose words they are.
        if (!adjustToWords(c, String(params.value || ''))) return { ok: false, detail: 'no such value', role: target.role, name: target.name, ...stateOf(c) };
        out.value = rangeValue(c);
        break;
      }
      if (!isFinite(wanted)) return { ok: false, detail: 'not a number', role: target.role, name: target.name, ...stateOf(c) };
      adjust(c, wanted);
      out.value = rangeValue(c);
      break;
    }
    case 'submit': {
      // Enter in a field: its form is sent; a field in no form (a search box a script listens to) gets the key.
      const form = target.control.form || call($closest, target.control, 'form');
      if (form) {
        if (form.requestSubmit) form.requestSubmit(); else form.submit();
        out.detail = 'submitted';
      } else if (params.focused && isTextField(target.control)) {
        pressKey(target.control, 'Enter', 13, true);
        out.detail = 'enter';
      } else {
        return { ok: false, detail: 'not in a form', role: target.role, name: target.name };
      }
      break;
    }
    case 'open': {
      const details = call($closest, el, 'details');
      if (!details) return { ok: false, detail: 'not a disclosure', role: target.role, name: target.name };
      details.open = true;
      break;
    }
    case 'href':
      out.href = typeof el.href === 'string' ? el.href : null;
      out.ok = !!out.href;
      return { ...out, ...stateOf(target.control) };
    case 'last':
      // Only which element it is, where the page's scan finds it: nothing is done to it.
      return { ...out, selector: selectorOf(el), ...stateOf(target.control) };
    default: return { ok: false, detail: 'unknown action ' + op };
  }
  lastActed = el;
  // A slider's value is the one it was moved to, not that of a field that kept the focus.
  const state = stateOf(target.control);
  return op === 'adjust' ? { ...out, ...state, value: out.value } : { ...out, ...state };
};
