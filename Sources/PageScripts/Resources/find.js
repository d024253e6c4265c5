// Words found on the page: the heading that speaks of them, and which of their places the browser's find is at; links
// tucked away under closed menus; the main content.

/** The first shown heading that is the words, holds them, or has each of them in another form ("kommentaren" finds
 *  "Kommentare"). */
function headingFor(said) {
  const fold = (s) => clean(s).toLowerCase().normalize('NFD').replace(/[\u0300-\u036f]/g, '');
  const wanted = fold(said);
  if (wanted.length < 3) return null;
  const headings = Array.prototype.filter.call(document.querySelectorAll('h1, h2, h3, h4, h5, h6, [role="heading"]'),
    (h) => h.getClientRects().length > 0);
  return headings.find((h) => fold(h.textContent) === wanted)
    || headings.find((h) => fold(h.textContent).includes(wanted))
    || headings.find((h) => {
      // Word by word, one a form of the other: "kommentaren" is the heading "Kommentare auf Deutsch".
      const words = fold(h.textContent).split(/[^\p{L}\p{N}]+/u).filter((w) => w.length >= 4);
      return wanted.split(' ').every((w) => words.some((t) => t.startsWith(w) || (w.startsWith(t))));
    }) || null;
}

/** Which of the places the words are said on the page the selection is: "2 of 3", or undefined when it cannot tell
 *  (words across elements). Text of elements not shown is left out, as the browser's find leaves it. */
function placeFound(text) {
  const sel = document.getSelection();
  const wanted = text.toLowerCase();
  if (!sel || !sel.anchorNode || !wanted) return undefined;
  const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
  let count = 0, at = 0;
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const parent = node.parentElement;
    if (!parent || parent.getClientRects().length === 0) continue;
    const lower = node.data.toLowerCase();
    for (let i = lower.indexOf(wanted); i >= 0; i = lower.indexOf(wanted, i + wanted.length)) {
      count += 1;
      if (node === sel.anchorNode && i === sel.anchorOffset) at = count;
    }
  }
  return at > 0 ? at + ' of ' + count : undefined;
}

/** Links and buttons tucked away under a closed expander shown on the page (a site's menu "About", closed), and a tree's
 *  items under a closed item: each name with the selector of the expander that shows it, in the page's order, 200 at
 *  most. */
function tuckedAway() {
  const out = [];
  for (const expander of document.querySelectorAll('[aria-expanded="false"][aria-controls]')) {
    if (expander.getClientRects().length === 0) continue;
    const region = document.getElementById(expander.getAttribute('aria-controls'));
    if (!region) continue;
    for (const el of region.querySelectorAll('a[href], button, [role="link"], [role="button"], [role="menuitem"]')) {
      const name = clean(el.getAttribute('aria-label') || el.textContent);
      if (name) out.push({ name, expander: selectorOf(expander) });
      if (out.length >= 200) return out;
    }
  }
  // A tree's items under a closed item shown (a folder's files: "project-1.docx" under "Projects").
  for (const expander of document.querySelectorAll('[role="treeitem"][aria-expanded="false"]')) {
    if (expander.getClientRects().length === 0) continue;
    for (const el of expander.querySelectorAll('[role="treeitem"]')) {
      if (el.parentElement.closest('[role="treeitem"]') !== expander) continue;
      const own = Array.prototype.filter.call(el.childNodes, (n) => !(n.nodeType === 1 && n.getAttribute('role') === 'group'));
      const name = clean(el.getAttribute('aria-label') || own.map((n) => n.textContent).join(' '));
      if (name) out.push({ name, expander: selectorOf(expander) });
      if (out.length >= 200) return out;
    }
  }
  return out;
}

/** A part of the page gone to: its top brought into view, the focus there when it can take it. */
function arriveAt(el) {
  el.scrollIntoView({ block: 'start', behavior: 'instant' });
  el.focus({ preventScroll: true });
}

/** Brings the page's main content into view, where a "skip to content" link leads: its `main` landmark shown, else the
 *  place a link that skips to the content points at; the focus goes there when it can take it. */
function goToMain() {
  const shown = (el) => el && el.getClientRects().length > 0;
  let main = Array.prototype.find.call(document.querySelectorAll('main, [role="main"]'), shown);
  for (const a of main ? [] : document.querySelectorAll('a[href^="#"]')) {
    if (!/skip|content|contenido|contenu|inhalt|सामग्री/i.test(a.textContent)) continue;
    const target = document.getElementById(decodeURIComponent(a.getAttribute('href').slice(1)));
    if (shown(target)) { main = target; break; }
  }
  if (!main) return { ok: false, detail: 'no main content' };
  arriveAt(main);
  const heading = main.querySelector('h1, h2, h3, [role="heading"]');
  return { ok: true, detail: 'main', name: heading ? clean(heading.textContent) : undefined };
}

/** A part of the page its landmark marks (`landmarkKind`): the site's navigation, its footer, its header, a sidebar.
 *  The first shown one is brought into view and given the focus when it can take it; with `peek`, only whether there
 *  is one. */
function goToLandmark(kind, peek) {
  // (Nor is a site's menu for skipping to its parts, "Skip To Content", its navigation.)
  const found = Array.prototype.find.call(document.querySelectorAll(LANDMARK_PARTS), (el) => landmarkKind(el) === kind
    && !(kind === 'navigation' && /^\s*skip/i.test(el.textContent)) && el.getClientRects().length > 0);
  if (!found) return { ok: false, detail: 'no landmark' };
  if (!peek) arriveAt(found);
  const heading = found.querySelector('h1, h2, h3, h4, [role="heading"]');
  const name = labelOf(found) || clean((heading && heading.textContent) || '');
  return { ok: true, detail: 'landmark', name: name || undefined };
}

/** An element's label of its own: `aria-label`, else the text `aria-labelledby` names first. */
function labelOf(el) {
  const ids = el.getAttribute('aria-labelledby');
  const byId = ids && document.getElementById(ids.split(/\s+/)[0]);
  return clean(el.getAttribute('aria-label') || (byId && byId.textContent) || '');
}

/** A labelled part of the page (a region, a section, a landmark with a label of its own) the words name — its label
 *  exactly, else containing them whole — brought into view and given the focus when it can take it; with `peek`, only
 *  which. Such a label is no text on the page, so finding the words does not find it. */
const LABELLED = ['section', 'nav', 'aside', 'form', '[role="region"]', '[role="navigation"]', '[role="complementary"]',
  '[role="form"]', '[role="search"]'].map((s) => s + '[aria-label], ' + s + '[aria-labelledby]').join(', ');
function goToRegion(said, peek) {
  // Whole words only ("tech" is no part of "Coding Techniques").
  const fold = (s) => ' ' + clean(s).toLowerCase().normalize('NFD').replace(/[\u0300-\u036f]/g, '').replace(/[^\p{L}\p{N}]+/gu, ' ').trim() + ' ';
  const wanted = fold(said);
  if (wanted.length < 5) return { ok: false, detail: 'no region' };
  const parts = Array.prototype.filter.call(document.querySelectorAll(LABELLED), (el) => el.getClientRects().length > 0);
  const found = parts.find((el) => fold(labelOf(el)) === wanted) || parts.find((el) => fold(labelOf(el)).includes(wanted));
  if (!found) return { ok: false, detail: 'no region' };
  if (!peek) arriveAt(found);
  return { ok: true, detail: 'region', name: labelOf(found) };
}

/** The next heading below the top of the view, or the previous one above it, brought to the top of the view, as a
 *  screen reader's next and previous heading go: the page read part by part. */
function goToHeading(direction) {
  const headings = Array.prototype.filter.call(document.querySelectorAll('h1, h2, h3, h4, h5, h6, [role="heading"]'),
    (h) => h.getClientRects().length > 0 && clean(h.textContent));
  // A heading gone to stands at the top of the view, give or take a few pixels (or a header fixed over it).
  const tops = headings.map((h) => h.getBoundingClientRect().top);
  const margin = 8;
  let found = null;
  if (direction === 'previous') {
    for (let i = headings.length - 1; i >= 0 && !found; i--) if (tops[i] < -margin) found = headings[i];
  } else {
    found = headings.find((h, i) => tops[i] > margin) || null;
  }
  if (!found) return { ok: false, detail: 'no heading' };
  arriveAt(found);
  return { ok: true, detail: 'heading', name: clean(found.textContent) };
}
