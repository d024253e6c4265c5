// What a form's fields take: text typed or replaced (and taken back: the last word, the last typing), an option chosen,
// a number or a value in words stepped to, and the focus moved from field to field. Part of the page scripts' one
// closure (PageScripts.files), used by actions.js.

const TEXT_INPUT_TYPES = new $Set(['text', 'search', 'email', 'url', 'tel', 'password', 'number', '']);

function isTextField(el) {
  if (el.localName === 'textarea') return true;
  return el.localName === 'input' && TEXT_INPUT_TYPES.has((el.type || 'text').toLowerCase());
}

/** Types `text` at the end of what the field holds, or, when `replace`, in its place ("" clears it). As typing does:
 *  the editing command (undo keeps it), else the value set with an input event. */
function typeInto(el, text, replace = false) {
  const field = el.localName === 'label' && el.control ? el.control : el;
  revealed(field);
  focusOn(field);
  if (isTextField(field)) {
    const end = field.value.length;
    try { field.setSelectionRange(replace ? 0 : end, end); } catch (e) { if (replace) field.select(); /* email, number */ }
  } else if (field.isContentEditable) {
    const selection = field.ownerDocument.getSelection();
    const range = field.ownerDocument.createRange();
    range.selectNodeContents(field);
    if (!replace) range.collapse(false);
    selection.removeAllRanges();
    selection.addRange(range);
  }
  // A combo box's script may filter its suggestions by the keys as they come up (counting them, as the ARIA examples
  // do): its text goes in a key at a time, the old text first taken away with Backspace.
  if (text && isTextField(field) && (roleOf(field) === 'combobox' || hasAttr(field, 'aria-autocomplete'))) {
    keyByKey(field, text, replace);
    return field;
  }
  const before = isTextField(field) ? field.value : field.textContent;
  const wanted = replace ? text : before + text;
  let inserted = false;
  try {
    inserted = text || !before ? call($execCommand, field.ownerDocument, 'insertText', false, text)
      : call($execCommand, field.ownerDocument, 'delete', false, null);
  } catch (e) { inserted = false; }
  const after = isTextField(field) ? field.value : field.textContent;
  if (!inserted || (after === before && wanted !== before)) {
    const inputType = text ? 'insertText' : 'deleteContentBackward';
    if (isTextField(field)) {
      call(field.localName === 'textarea' ? $textareaValue : $inputValue, field, wanted);
      fire(field, 'input', $InputEvent, { bubbles: true, composed: true, inputType, data: text || null });
    } else if (field.isContentEditable) {
      field.textContent = wanted;
      fire(field, 'input', $InputEvent, { bubbles: true, composed: true, inputType, data: text || null });
    } else {
      throw new Error('not a text field');
    }
  }
  if (isTextField(field)) fire(field, 'change', $Event, { bubbles: true });
  return field;
}

/** Types `text` into a text field a key at a time (down, the character put in, up), where the selection is; `replace`:
 *  the field's text taken away first, with Backspace. */
function keyByKey(field, text, replace) {
  const doc = field.ownerDocument;
  function put(data) {
    let done = false;
    try { done = call($execCommand, doc, data ? 'insertText' : 'delete', false, data || null); } catch (e) { done = false; }
    if (done) return;
    const start = field.selectionStart ?? field.value.length, end = field.selectionEnd ?? start;
    const kept = data ? field.value.slice(0, start) : field.value.slice(0, start === end ? Math.max(0, start - 1) : start);
    call(field.localName === 'textarea' ? $textareaValue : $inputValue, field, kept + data + field.value.slice(end));
    fire(field, 'input', $InputEvent, { bubbles: true, composed: true, inputType: data ? 'insertText' : 'deleteContentBackward', data: data || null });
  }
  function key(name, code, data) {
    const init = { key: name, code: data ? '' : name, keyCode: code, which: code, bubbles: true, cancelable: true, composed: true };
    fire(field, 'keydown', $KeyboardEvent, init);
    put(data);
    fire(field, 'keyup', $KeyboardEvent, init);
  }
  if (replace && field.value) key('Backspace', 8, '');
  for (const ch of text) key(ch, ch.toUpperCase().charCodeAt(0), ch);
  fire(field, 'change', $Event, { bubbles: true });
}

/** Chooses the option named `value` (or the n-th, for a number) of a select, listbox or combobox; returns its text,
 *  or null when it has none by that name. An exact name first, then a place, then a name that holds the words ("2" is
 *  the second option, not "Size 12"). */
/** The option of a list that `value` says: its words, else its place ("2"), else the first whose words hold them — or,
 *  with `whole`, only one whose words hold them as whole words ("united states" in "United States of America", not
 *  "us" in "Australia"). { item, text } or null. Nothing is opened: an ARIA list's options are looked for as they are. */
function findOption(el, value, whole) {
  // Words alone: "price high to low" is the option "Price: high to low".
  // Accents aside as well ("espana" is "España"); only Latin ones, so that Devanagari keeps its vowel signs.
  const words = (s) => clean(s).normalize('NFD').replace(/[\u0300-\u036f]/g, '').toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ').trim();
  const wanted = words(value);
  function pick(list, textOfItem) {
    const texts = [];
    for (let i = 0; i < list.length; i++) texts.push(words(textOfItem(list[i])));
    for (let i = 0; i < texts.length; i++) if (texts[i] === wanted) return i;
    if (whole) {
      for (let i = 0; i < texts.length && wanted; i++) if ((' ' + texts[i] + ' ').indexOf(' ' + wanted + ' ') >= 0) return i;
      return -1;
    }
    if (/^\d+$/.test(wanted) && Number(wanted) >= 1 && Number(wanted) <= texts.length) return Number(wanted) - 1;
    for (let i = 0; i < texts.length && wanted; i++) if (texts[i].indexOf(wanted) >= 0) return i;
    return -1;
  }
  if (el.localName === 'select') {
    const i = pick(el.options, (o) => o.text);
    return i < 0 ? null : { item: el.options[i], text: clean(el.options[i].text) };
  }
  const owner = attr(el, 'aria-controls') || attr(el, 'aria-owns');
  const scope = (owner && byId(el, owner)) || el;
  // A grid's rows where the list is a grid (a combo box whose suggestions have columns).
  let options = scope.querySelectorAll('[role="option"]');
  if (options.length === 0 && attr(scope, 'role') === 'grid') options = scope.querySelectorAll('[role="row"]');
  const i = pick(options, (o) => textOf(o, false, 0));
  return i < 0 ? null : { item: options[i], text: clean(textOf(options[i], false, 0)) };
}

function chooseOption(el, value) {
  if (el.localName === 'select') {
    const found = findOption(el, value, false);
    if (!found) return null;
    el.value = found.item.value;
    fire(el, 'input', $Event, { bubbles: true });
    fire(el, 'change', $Event, { bubbles: true });
    return found.text;
  }
  // An ARIA listbox or combobox: open it and click the option with that name.
  if (roleOf(el) === 'combobox' && attr(el, 'aria-expanded') !== 'true') click(el);
  let found = findOption(el, value, false);
  // A combo box one types into shows only the options its text fits (states filtered by "ala"): the words typed into
  // it show theirs; with none of that name, its text is put back.
  const filters = isTextField(el) && attr(el, 'aria-autocomplete') && attr(el, 'aria-autocomplete') !== 'none';
  if (!found && filters) {
    const before = el.value;
    typeInto(el, String(value), true);
    found = findOption(el, value, false);
    if (!found) typeInto(el, before, true);
  }
  if (!found) return null;
  click(found.item.querySelector('[role="gridcell"]') || found.item);
  return found.text;
}

function numberOf(el) {
  return parseFloat(el.localName === 'input' ? el.value : attr(el, 'aria-valuenow'));
}

/** Moves a slider or spin button to `wanted`: an input takes the value (the browser keeps it in range and on a step);
 *  an ARIA one is stepped with the arrow keys it answers to, ending on the step nearest `wanted`. */
function adjust(el, wanted) {
  if (el.localName === 'input') {
    el.value = String(wanted);
    fire(el, 'input', $Event, { bubbles: true });
    fire(el, 'change', $Event, { bubbles: true });
    return;
  }
  focusOn(el);
  const press = (key) => pressKey(el, key, key === 'ArrowUp' ? 38 : 40);
  let now = numberOf(el);
  for (let i = 0; i < 1000 && isFinite(now) && now !== wanted; i++) {
    const up = now < wanted;
    press(up ? 'ArrowUp' : 'ArrowDown');
    const next = numberOf(el);
    if (!isFinite(next) || next === now) break;   // at an end, or the keys do nothing
    if (up !== (next < wanted) && next !== wanted) {   // stepped past it: keep the nearer of the two
      if (Math.abs(now - wanted) < Math.abs(next - wanted)) press(up ? 'ArrowDown' : 'ArrowUp');
      break;
    }
    now = next;
  }
}

/** A value said relative to where a slider or spin button is: "+" or "-" alone is a notch (a spin button's step; a
 *  tenth of a slider's range, at least one step), "+2" or "-2" that much of its value, "+max" or "-max" its highest
 *  or lowest (its bound; with none, the End or Home key an ARIA one answers to). Returns whether `said` was one
 *  (the element is then moved, and held at its ends), or 'no end' for a number box without the bound asked for. */
function adjustBy(el, said) {
  const m = /^([+-])(\d+(?:\.\d+)?|max)?$/.exec(String(said).trim());
  if (!m) return false;
  const sign = m[1] === '+' ? 1 : -1, now = numberOf(el);
  const input = el.localName === 'input';
  const bound = (name, fallback) => {
    const own = input ? parseFloat(el[name]) : NaN, aria = parseFloat(attr(el, 'aria-value' + name));
    return isFinite(own) ? own : isFinite(aria) ? aria : fallback;
  };
  if (m[2] === 'max') {
    // A range input without bounds goes from 0 to 100; a number box without them has no end to go to.
    const end = bound(sign > 0 ? 'max' : 'min', input && el.type === 'range' ? (sign > 0 ? 100 : 0) : NaN);
    if (isFinite(end)) adjust(el, end);
    else if (!input) { focusOn(el); pressKey(el, sign > 0 ? 'End' : 'Home', sign > 0 ? 35 : 36); }
    else return 'no end';
    return true;
  }
  const notch = () => {
    if (input && (el.type === 'range' || el.type === 'number')) {
      if (sign > 0) el.stepUp(); else el.stepDown();
      fire(el, 'input', $Event, { bubbles: true });
      fire(el, 'change', $Event, { bubbles: true });
    }
    else { focusOn(el); pressKey(el, sign > 0 ? 'ArrowUp' : 'ArrowDown', sign > 0 ? 38 : 40); }
  };
  if (!isFinite(now)) { notch(); return true; }
  let wanted;
  if (m[2] !== undefined) wanted = now + sign * parseFloat(m[2]);
  else if (roleOf(el) === 'spinbutton' || (input && el.type === 'number')) { notch(); return true; }
  else {
    const min = bound('min', input ? 0 : NaN), max = bound('max', input ? 100 : NaN);
    wanted = now + sign * (isFinite(min) && isFinite(max) && max > min ? (max - min) / 10 : 1);
  }
  const min = bound('min', -Infinity), max = bound('max', Infinity);
  adjust(el, Math.min(max, Math.max(min, wanted)));
  // A step larger than the change asked for: one step all the same, so the words move it.
  if (numberOf(el) === now && (sign > 0 ? now < max : now > min)) notch();
  return true;
}

/** Steps an ARIA spin button or slider whose values have words ("March", "first") to the one `said` names: its words
 *  exactly, else the first that starts with them. Up through its range (round again where it wraps), then down; left
 *  where it was when none is called that. Returns whether one was. */
function adjustToWords(el, said) {
  const wanted = clean(said).toLowerCase();
  const words = () => clean(attr(el, 'aria-valuetext') || '').toLowerCase();
  const named = () => words() === wanted || (wanted.length >= 3 && words().startsWith(wanted));
  if (!wanted || !hasAttr(el, 'aria-valuetext')) return false;
  if (named()) return true;
  const start = numberOf(el);
  const min = parseFloat(attr(el, 'aria-valuemin')), max = parseFloat(attr(el, 'aria-valuemax'));
  const steps = isFinite(min) && isFinite(max) ? Math.min(Math.max(max - min + 1, 1), 1000) : 1000;
  focusOn(el);
  for (const [key, code] of [['ArrowUp', 38], ['ArrowDown', 40]]) {
    for (let i = 0; i < steps; i++) {
      const before = numberOf(el);
      pressKey(el, key, code);
      if (named()) return true;
      if (numberOf(el) === before) break;   // at an end
    }
  }
  if (isFinite(start)) adjust(el, start);
  return false;
}

const FIELDS = 'input:not([type=hidden]):not([type=submit]):not([type=button]):not([type=reset]):not([type=image]), select, textarea, '
  + '[contenteditable=""], [contenteditable="true"], [role=textbox], [role=combobox], [role=searchbox], [role=spinbutton], '
  + '[role=slider], [role=checkbox], [role=radio], [role=switch], [role=listbox]';

/** Focuses the form field after (or before) the one with the focus, as Tab does among fields, and returns it; the first
 *  (or last) when none has it; null past the end. Hidden and disabled fields are passed over. */
function nextField(forward) {
  const fields = Array.prototype.filter.call(document.querySelectorAll(FIELDS),
    (f) => !f.disabled && f.getClientRects().length > 0 && attr(f, 'aria-hidden') !== 'true');
  const focused = deepActiveElement();
  const at = fields.findIndex((f) => f === focused || (focused && f.contains(focused)));
  const i = at < 0 ? (forward ? 0 : fields.length - 1) : at + (forward ? 1 : -1);
  const field = fields[i];
  if (!field) return null;
  revealed(field);
  focusOn(field);
  return field;
}

// What was typed last, and what its field held before and after: what "scratch that" takes back.
let lastTyped = null;

function fieldText(field) { return isTextField(field) ? field.value : field.textContent; }

/** Types what was said: after words already there it is a new word, with a space between, as dictation puts one
 *  ("type running", "type shoes"); not before punctuation or the rest of an address ("@example.com"). */
function typeSaid(field, said, replace) {
  // A combo box that holds an option chosen in it takes the new words in its place ("type ca" after "California").
  if (!replace && isTextField(field) && roleOf(field) === 'combobox' && clean(field.value)) {
    const chosen = findOption(field, field.value, false);
    replace = !!chosen && chosen.text.toLowerCase() === clean(field.value).toLowerCase();
  }
  const before = fieldText(field);
  const spaced = !replace && /\S$/u.test(before) && /^[^\s.,;:!?)\]}@'’-]/u.test(said) ? ' ' + said : said;
  typeInto(field, spaced, replace);
  lastTyped = { field, before, after: fieldText(field), text: said };
}

/** "Delete the last word": the field's last word and the spaces before it go, as Ctrl+Backspace at its end; the word,
 *  or null when there is none. */
function lastWordOff(field) {
  const before = fieldText(field);
  const kept = before.replace(/\s*\S+\s*$/u, '');
  if (kept === before) return null;
  typeInto(field, kept, true);
  return before.slice(kept.length).trim();
}

/** "Scratch that": the field last typed into gets back what it held before, unless it changed since. */
function untype() {
  const t = lastTyped;
  if (!t || !t.field.isConnected) return { ok: false, detail: 'nothing typed', ...stateOf(null) };
  const role = roleOf(t.field) || 'textbox', name = accessibleName(t.field, role, labelMap(t.field.getRootNode()));
  if (fieldText(t.field) !== t.after) return { ok: false, detail: 'changed', role, name, ...stateOf(t.field) };
  typeInto(t.field, t.before, true);
  lastTyped = null;
  return { ok: true, detail: t.text, role, name, ...stateOf(t.field) };
}
