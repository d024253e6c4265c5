/** Names of the parts of the page, by an element's parent and by the part, for one scan: siblings share them. */
let partNames = new $Map();
/** The landmarks around an element's parent, for one scan ("navigation main"). */
let landmarkNames = new $Map();

/** The heading before each node (or null), and each heading's outline, for one scan. */
let headingsBefore = new $Map();
let outlines = new $Map();
/** How much each paragraph-like block says besides its links, for one scan. */
let proseLengths = new $Map();

/** A new scan: parts of the page may have changed since the last. */
function newPartsOfThePage() {
  partNames = new $Map();
  landmarkNames = new $Map();
  headingsBefore = new $Map();
  outlines = new $Map();
  proseLengths = new $Map();
  backdrops = new $Map();
}

/** A value kept by an element's parent for one scan (siblings share their part of the page); '' for no parent. */
function byParent(el, kept, compute) {
  const parent = el.parentElement;
  if (!parent) return '';
  if (!kept.has(parent)) kept.set(parent, compute(parent));
  return kept.get(parent);
}

/** The name of the labelled part of the page an element is in; '' for none. */
function partName(el) {
  return byParent(el, partNames, (parent) => {
    const part = call($closest, parent, NAMED_PARTS);
    if (!part) return '';
    if (!partNames.has(part)) {
      // An article of a feed or a list of posts is named by its label, else its first heading ("Like" in "Tito's Tacos").
      const heading = call($matches, part, ARTICLES) && !hasAttr(part, 'aria-label') && !hasAttr(part, 'aria-labelledby') && part.querySelector(HEADINGS);
      partNames.set(part, heading ? clean(heading.textContent) : accessibleName(part, roleOf(part) || 'region', new $Map()));
    }
    return partNames.get(part);
  });
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
  return byParent(el, landmarkNames, (parent) => {
    const part = call($closest, parent, LANDMARK_PARTS);
    if (!part) return '';
    const kind = landmarkKind(part), outer = landmarksOf(part);
    return kind && !(' ' + outer + ' ').includes(' ' + kind + ' ') ? (outer ? kind + ' ' + outer : kind) : outer;
  });
}

/** The headings an element comes under, innermost first: the nearest before it in the document (hidden from sight
 *  or not, as a screen reader's reading meets them), then the nearest before that of a higher level, and so on ("John
 *  Nkengasong", "Opinión": an opinion piece in a list of them). */
function sectionsOf(el) {
  const h = headingBefore(el);
  return h ? outlineOf(h).map((o) => o.text).filter((t) => t) : [];
}

/** A heading's level: h1–h6's, else its aria-level (2 when it has none). */
function headingLevel(h) {
  const tag = /^h([1-6])$/.exec(h.localName);
  return tag ? +tag[1] : (parseInt(attr(h, 'aria-level') || '', 10) || 2);
}

/** A heading and those it comes under, each of a higher level than the one before: [{ text, level }]. */
function outlineOf(h) {
  if (outlines.has(h)) return outlines.get(h);
  const level = headingLevel(h), before = headingBefore(h);
  const out = [{ text: clean(h.textContent).slice(0, 120), level }].concat(before ? outlineOf(before).filter((o) => o.level < level) : []);
  outlines.set(h, out);
  return out;
}

/** The nearest heading before an element in the document; null for none. Walks back through earlier siblings and up,
 *  each node's answer kept for the nodes after it (a list's items share their way back). */
function headingBefore(el) {
  const path = [];
  let node = el, found = null;
  while (node) {
    if (headingsBefore.has(node)) { found = headingsBefore.get(node); break; }
    path.push(node);
    const prev = node.previousElementSibling;
    if (!prev) { node = node.parentElement; continue; }
    const inside = call($matches, prev, HEADINGS) ? [prev] : prev.querySelectorAll(HEADINGS);
    if (inside.length) { found = inside[inside.length - 1]; break; }
    node = prev;
  }
  for (let i = 0; i < path.length; i++) headingsBefore.set(path[i], found);
  return found;
}

/** Whether a link is to who wrote the page: marked so (rel="author", itemprop="author" around it), to an author's page
 *  ("/author/…", "/autor/…"), or a name of a few words in the page's byline or author's box (a class that says so, up
 *  to two levels up, or "Written by" before it; "Follow this journalist on Twitter" there is no name, nor a source "on
 *  Deadspin" to a site's home). */
function writtenBy(el) {
  if (call($closest, el, '[itemprop~="author"], [rel~="author"]')) return true;
  if (/\/(authors?|autor(es|en)?|auteurs?|by)\//i.test(attr(el, 'href') || '')) return true;
  // A byline's source ("on Deadspin", to a site's home page) is no writer.
  const text = clean(el.textContent), href = attr(el, 'href') || '';
  if (text.split(' ').length > 4 || /^(on|via|from|at|in)\s/i.test(text)) return false;
  // A name the words before it say wrote the page ("Written by Patrick Allan", "Escrito por …", "Écrit par …",
  // "Geschrieben von …"), even to a site of the writer's own.
  const before = el.previousSibling;
  if (before && before.nodeType === 3 && WRITTEN_BY.test(before.textContent)) return true;
  if (!href.replace(/^[a-z]+:/i, '').replace(/^\/\/[^/]*/, '').replace(/^\/$/, '')) return false;
  for (let n = el, i = 0; n && i < 3; n = n.parentElement, i++) if (/author|byline|auteur|autor/i.test(attr(n, 'class') || '')) return true;
  return false;
}

/** What a byline says before its writer's name, the whole of its text. */
const WRITTEN_BY = /^\s*(written by|words by|escrito por|texto de|écrit par|rédigé par|geschrieben von|text von)\s*:?\s*$/i;

/** Blocks of running text: a link in one that says more than the link is in the text ("a survey of 5,000 people" in
 *  a paragraph), not a tool beside it (a share bar's "Facebook", a tag, a list's title). */
const PROSE = 'p, li, dd, blockquote, figcaption';

/** Whether a link is in running text: its paragraph, list item, quote or caption says at least 40 characters besides
 *  its links ("Topics: uber, libertarians" is a list of links, a menu's item holding its submenu too). */
function inProse(el) {
  const block = call($closest, el, PROSE);
  if (!block) return false;
  if (!proseLengths.has(block)) {
    let linked = 0;
    const links = block.querySelectorAll('a');
    for (let i = 0; i < links.length; i++) linked += clean(links[i].textContent).length;
    proseLengths.set(block, clean(block.textContent).length - linked);
  }
  return proseLengths.get(block) >= 40;
}

/** Addresses of a tag's or a topic's page ("/tag/rivers", "/topics/ai", "/etiqueta/…", "/schlagwort/…"). */
const TAG_PATH = /\/(tags?|topics?|etiquetas?|schlagworte?|stichworte?|mots-cles)\/[^/?#]/i;

/** Whether a link is one of the page's tags: `rel="tag"`, or to a tag's page. */
function isTag(el) {
  return /(^|\s)tag(\s|$)/i.test(attr(el, 'rel') || '') || TAG_PATH.test(attr(el, 'href') || '');
}
