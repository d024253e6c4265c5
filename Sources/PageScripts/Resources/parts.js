/** Names of the parts of the page, by an element's parent and by the part, for one scan: siblings share them. */
let partNames = new $Map();
/** The landmarks around an element's parent, for one scan ("navigation main"). */
let landmarkNames = new $Map();

/** The heading before each node, for one scan. */
let headingsBefore = new $Map();

/** A new scan: parts of the page may have changed since the last. */
function newPartsOfThePage() {
  partNames = new $Map();
  landmarkNames = new $Map();
  headingsBefore = new $Map();
}

function partName(el) {
  const parent = el.parentElement;
  if (!parent) return '';
  if (partNames.has(parent)) return partNames.get(parent);
  const part = call($closest, parent, NAMED_PARTS);
  let name = '';
  if (part) {
    if (!partNames.has(part)) {
      // An article of a feed or a list of posts is named by its label, else its first heading ("Like" in "Tito's Tacos").
      const heading = call($matches, part, ARTICLES) && !hasAttr(part, 'aria-label') && !hasAttr(part, 'aria-labelledby') && part.querySelector(HEADINGS);
      partNames.set(part, heading ? clean(heading.textContent) : accessibleName(part, roleOf(part) || 'region', new $Map()));
    }
    name = partNames.get(part);
  }
  partNames.set(parent, name);
  return name;
}

const NAMED_PARTS = 'section[aria-label], section[aria-labelledby], [role="region"], [role="dialog"], [role="alertdialog"], '
  + '[role="group"], [role="toolbar"], form[aria-label], form[aria-labelledby], aside[aria-label], aside[aria-labelledby], '
  + 'article, [role="article"]';
const ARTICLES = 'article, [role="article"]';


/** The landmarks of the page as a screen reader lists them, by the kind an element is: the site's navigation, its
 *  footer (`contentinfo`), its header (`banner`), a sidebar (`complementary`), the main content, an article, a search
 *  form. A footer or header inside an article or section is that part's, not the page's. */
const LANDMARK_PARTS = 'nav, footer, header, aside, main, article, search, [role="navigation"], [role="contentinfo"], '
  + '[role="banner"], [role="complementary"], [role="main"], [role="article"], [role="search"]';
const LANDMARK_ROLES = new $Set(['navigation', 'contentinfo', 'banner', 'complementary', 'main', 'article', 'search']);
const LANDMARK_TAGS = { nav: 'navigation', footer: 'contentinfo', header: 'banner', aside: 'complementary', main: 'main',
  article: 'article', search: 'search' };

/** The kind of landmark an element is; '' for none (a role of another kind, a footer of an article). */
function landmarkKind(el) {
  if (hasAttr(el, 'role')) {
    const role = (attr(el, 'role') || '').trim().split(/\s+/)[0];
    return LANDMARK_ROLES.has(role) ? role : '';
  }
  const kind = LANDMARK_TAGS[el.localName] || '';
  if ((kind === 'contentinfo' || kind === 'banner') && el.parentElement
      && call($closest, el.parentElement, 'article, aside, main, nav, section, [role="article"], [role="main"]')) return '';
  return kind;
}

/** The kinds of landmark an element is inside, innermost first, as one string ("navigation article main"); '' for none.
 *  "The first link in the footer" counts among the footer's. */
function landmarksOf(el) {
  const parent = el.parentElement;
  if (!parent) return '';
  if (landmarkNames.has(parent)) return landmarkNames.get(parent);
  const part = call($closest, parent, LANDMARK_PARTS);
  let kinds = '';
  if (part) {
    const kind = landmarkKind(part), outer = landmarksOf(part);
    kinds = kind && !(' ' + outer + ' ').includes(' ' + kind + ' ') ? (outer ? kind + ' ' + outer : kind) : outer;
  }
  landmarkNames.set(parent, kinds);
  return kinds;
}

/** The text of the heading an element comes under: the nearest before it in the document, hidden from sight or not
 *  ("Most read" over a list of links), as a screen reader's reading meets them; '' for none. Walks back through earlier
 *  siblings and up, each node's answer kept for the nodes after it (a list's items share their way back). */
function headingBefore(el) {
  const path = [];
  let node = el, found = '';
  while (node) {
    if (headingsBefore.has(node)) { found = headingsBefore.get(node); break; }
    path.push(node);
    const prev = node.previousElementSibling;
    if (!prev) { node = node.parentElement; continue; }
    const inside = call($matches, prev, HEADINGS) ? [prev] : prev.querySelectorAll(HEADINGS);
    if (inside.length) { found = clean(inside[inside.length - 1].textContent).slice(0, 120); break; }
    node = prev;
  }
  for (let i = 0; i < path.length; i++) headingsBefore.set(path[i], found);
  return found;
}
