// Accessible names, computed the way assistive technology does: aria-labelledby, aria-label, the native label
// (label[for], a wrapping label, alt, a button's value), content for roles named by it, then title and placeholder.

const clean = (s) => (s || '').replace(/\s+/g, ' ').trim();

function byId(el, id) {
  const root = el.getRootNode();
  return root.nodeType === 9 ? call($getElementById, root, id) :
    (root.nodeType === 11 ? call($fragGetElementById, root, id) : null);
}

/** Text of an element for a name, honouring aria-label and alt inside it; hidden parts skipped unless asked. */
// The control whose name is being computed: inside its own label it contributes nothing (not its value — what a
// person typed is not a name, and a password never is).
let namingSelf = null;

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
    if (child === namingSelf) { out += ' '; continue; }
    if (tag === 'input') {
      const t = child.type;
      out += ' ' + (t === 'checkbox' || t === 'radio' || t === 'password' || t === 'hidden' ? '' : child.value) + ' ';
      continue;
    }
    if (tag === 'textarea') { out += ' ' + child.value + ' '; continue; }
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
    if (!l.htmlFor) continue;
    namingSelf = l.control;
    map.set(l.htmlFor, (map.get(l.htmlFor) || '') + ' ' + textOf(l, false, 0));
    namingSelf = null;
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
    if (wrapping && !(el.id && wrapping.htmlFor === el.id)) {
      namingSelf = el;
      n += ' ' + textOf(wrapping, false, 0);
      namingSelf = null;
    }
    if (clean(n)) return clean(n);
  }
  if (tag === 'img' || tag === 'area') { const alt = clean(attr(el, 'alt')); if (alt) return alt; }
  if (tag === 'label') { const n = clean(textOf(el, false, 0)); if (n) return n; }
  if (NAME_FROM_CONTENT.has(role)) {
    const n = clean(textOf(el, false, 0));
    if (n) return n;
  }
  return clean(attr(el, 'title')) || clean(attr(el, 'placeholder')) || clean(attr(el, 'aria-placeholder'))
    || formButtonName(el) || '';
}

/** An unnamed text field that is the only one of its form is named by the form's one button that sends it ("Search":
 *  the search box of a field with no label beside a Search button); '' otherwise. */
function formButtonName(el) {
  const form = el.form;
  if (!form || !isTextField(el)) return '';
  let fields = 0, sender = null, senders = 0;
  for (const tag of ['input', 'textarea', 'button']) {
    for (const c of call($getElementsByTagName, form, tag)) {
      if (isTextField(c)) fields++;
      else if (sendsItsForm(c)) {
        sender = c;
        senders++;
      }
    }
  }
  if (fields !== 1 || senders !== 1) return '';
  if (sender.localName === 'button') return clean(attr(sender, 'aria-label')) || clean(textOf(sender, false, 0)) || clean(attr(sender, 'title'));
  return clean(attr(sender, 'value')) || clean(attr(sender, 'alt'));
}

/** Whether pressing a button or input sends its form: a button of no type or type submit, a submit or image input. */
function sendsItsForm(c) {
  const type = (attr(c, 'type') || '').toLowerCase();
  return c.localName === 'button' ? type === '' || type === 'submit' : c.localName === 'input' && (type === 'submit' || type === 'image');
}
