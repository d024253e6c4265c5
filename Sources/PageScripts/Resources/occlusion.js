// Where elements are and whether a person can see them: boxes, frame offsets, what covers or clips them.

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
  if (el.localName === 'area') return areaBox(el);
  const own = ownBox(el);
  const media = mediaBox(el, own);
  return media && own ? union(own, media) : media || own;
}

function ownBox(el) {
  const r = rectOf(el);
  if (r.width >= 2 && r.height >= 2) return r;
  const rects = call($getClientRects, el);
  for (let i = 0; i < rects.length; i++) if (rects[i].width >= 2 && rects[i].height >= 2) return rects[i];
  return null;
}

/** The smallest box holding both, shaped like a DOMRect. */
function union(a, b) {
  const left = Math.min(a.left, b.left), top = Math.min(a.top, b.top);
  const right = Math.max(a.right, b.right), bottom = Math.max(a.bottom, b.bottom);
  return { left, top, right, bottom, x: left, y: top, width: right - left, height: bottom - top };
}

const mediaTags = ['img', 'svg', 'video', 'canvas'];

/**
 * An inline link or button around an image is drawn as the image, but its own box is only its line's height
 * (a 48 px avatar in a link gives the link a 19 px box at the image's foot). The box of the images it holds that
 * overlap its own box (or all of them when it has none), so labels and clicks land on what a person sees.
 *
 * A picture that has not loaded — still on its way, or failed (offline, blocked) — has no box in WebKit until it
 * is decoded, and none at all when it failed with empty alternative text. When that leaves the link with no box,
 * it still is there to follow: it gets an icon-sized box (16 px) where the picture sits, so it keeps a number and
 * a place for its label without claiming the space of what is drawn around it.
 */
function mediaBox(el, own) {
  if (el.localName !== 'a' && el.localName !== 'button' && !call($hasAttribute, el, 'role')) return null;
  if (!el.firstElementChild) return null;  // text only: nothing drawn but its own box
  let box = null, pending = null, seen = 0;
  for (const tag of mediaTags) {
    const found = call($getElementsByTagName, el, tag);
    for (let i = 0; i < found.length && seen < 4; i++, seen++) {
      const r = rectOf(found[i]);
      if (r.width < 2 || r.height < 2) {
        if (!own && !pending && tag === 'img' && isPendingImage(found[i])) {
          pending = { left: r.left, top: r.top, right: r.left + 16, bottom: r.top + 16, x: r.left, y: r.top, width: 16, height: 16 };
        }
        continue;
      }
      if (own && (r.left >= own.right || r.right <= own.left || r.top >= own.bottom || r.bottom <= own.top)) continue;
      box = box ? union(box, r) : r;
    }
  }
  return box || pending;
}

/** A picture with something to load that has not been decoded, yet is rendered (not `display: none`). */
function isPendingImage(img) {
  return call($imageNaturalWidth, img) === 0 && !!attr(img, 'src') && call($getClientRects, img).length > 0;
}

/** The image an image-map area belongs to (`<img usemap="#name">`), or null. */
function areaImage(area) {
  const map = call($closest, area, 'map');
  if (!map || !map.name) return null;
  return area.ownerDocument.querySelector('img[usemap="#' + $cssEscape(map.name) + '"]');
}

/** An area has no box of its own: its shape's bounds over its image's box (coords are CSS pixels of the image). */
function areaBox(area) {
  const img = areaImage(area);
  if (!img) return null;
  const r = rectOf(img);
  if (r.width < 2 || r.height < 2) return null;
  const c = (attr(area, 'coords') || '').split(/[\s,]+/).filter((v) => v !== '').map(Number);
  const shape = (attr(area, 'shape') || 'rect').toLowerCase();
  let x1 = 0, y1 = 0, x2 = r.width, y2 = r.height;
  if ((shape === 'rect' || shape === 'rectangle') && c.length >= 4) { [x1, y1, x2, y2] = c; }
  else if ((shape === 'circle' || shape === 'circ') && c.length >= 3) { x1 = c[0] - c[2]; y1 = c[1] - c[2]; x2 = c[0] + c[2]; y2 = c[1] + c[2]; }
  else if ((shape === 'poly' || shape === 'polygon') && c.length >= 6) {
    const xs = c.filter((_, i) => i % 2 === 0), ys = c.filter((_, i) => i % 2 === 1);
    x1 = Math.min(...xs); y1 = Math.min(...ys); x2 = Math.max(...xs); y2 = Math.max(...ys);
  } else if (shape !== 'default') { return null; }
  const left = r.left + Math.max(0, Math.min(x1, x2)), top = r.top + Math.max(0, Math.min(y1, y2));
  const right = r.left + Math.min(r.width, Math.max(x1, x2)), bottom = r.top + Math.min(r.height, Math.max(y1, y2));
  if (right - left < 2 || bottom - top < 2) return null;
  return { left, top, right, bottom, width: right - left, height: bottom - top, x: left, y: top };
}

// Hit tests are exact but cost time linear in the page on WebKit (0.6 ms each on a 10,000-element page). Only
// positioned elements (fixed, sticky, absolute) can sit over the normal flow, so an element is hit-tested only
// when one of them overlaps it; otherwise it is on top unless an overflow-clipping ancestor hides it.

let positioned = null;   // positioned elements of the page and its roots, or null when they must be looked up again
let positionedTimer = null;

/**
 * The DOM, a style sheet or the viewport changed: forget the positioned elements, and look them up again once the
 * page has been quiet for a moment (off the path of the next command; a scrape before then looks them up itself).
 */
function forgetPositioned() {
  positioned = null;
  if (positionedTimer !== null) $clearTimeout(positionedTimer);
  positionedTimer = $setTimeout(() => {
    positionedTimer = null;
    positionedElements();
  }, 300);
}

/** The positioned elements, looked up when they are not known. */
function positionedElements() {
  if (!positioned) positioned = findPositioned();
  return positioned;
}

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
  const out = [];
  for (const el of positionedElements()) {
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

/** The ancestor that clips the element out of sight, `{ rect, scrolls }` (`scrolls`: a box it can be scrolled into
 *  view in — a long list box scrolled part way — not one that hides it: overflow hidden, a carousel's other slides), or
 *  null. `clips` keeps each ancestor's clip across the elements of one pass. */
function clipperOf(el, box, clips) {
  let node = el.parentElement || (el.getRootNode() && el.getRootNode().host) || null;
  while (node && node.nodeType === 1 && node !== el.ownerDocument.documentElement && node !== el.ownerDocument.body) {
    let clip = clips.get(node);
    if (clip === undefined) {
      const style = call($getComputedStyle, window, node);
      clip = style.overflowX !== 'visible' || style.overflowY !== 'visible'
        ? { rect: rectOf(node), scrolls: /auto|scroll/.test(style.overflowX + ' ' + style.overflowY) } : null;
      clips.set(node, clip);
    }
    const r = clip && clip.rect;
    if (r && (box.right <= r.left + 1 || box.left >= r.right - 1 || box.bottom <= r.top + 1 || box.top >= r.bottom - 1)) return clip;
    node = node.parentElement || (node.getRootNode() && node.getRootNode().host) || null;
  }
  return null;
}

/** Hidden by an ancestor that clips its overflow (a scrolled list, a collapsed panel). */
function isClippedOut(el, box, clips) { return clipperOf(el, box, clips) !== null; }

/** Clipped out by a box it can be scrolled into view in (`clipperOf`). */
function scrolledOut(el, box, clips) {
  const clip = clipperOf(el, box, clips || new $Map());
  return !!clip && clip.scrolls;
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
    if (shows(el, related, hit)) return true;
    // What is on top paints nothing there (an empty container, an image not loaded): what is under it is seen.
    if (hit.getRootNode() === doc && seeThrough(hit)) {
      for (const under of call($docElementsFromPoint, doc, x, y)) {
        if (under === hit) continue;   // judged above
        if (shows(el, related, under)) return true;
        if (!seeThrough(under)) break;
      }
    }
  }
  return false;
}

/** Whether `hit`, on top at a point, is the element, a part of it, its label or the control it stands for. */
function shows(el, related, hit) {
  return composedContains(el, hit) || composedContains(hit, el) && hit.localName === 'label' || !!related && composedContains(related, hit);
}

const PAINTED = new $Set(['iframe', 'video', 'canvas', 'embed', 'object', 'svg', 'input', 'select', 'textarea', 'button', 'html', 'body']);

/** Whether an element paints nothing of its own: no text of its own, no background, border or shadow, and not a
 *  picture, a frame or a control — a player's or an advert's empty box laid over a page, an image that did not load.
 *  (Its children are what elementFromPoint would have found first.) */
function seeThrough(el) {
  if (PAINTED.has(el.localName)) return false;
  // An image not loaded, or a placeholder of one pixel stretched over its box (lazy loading's transparent GIF).
  if (el.localName === 'img') { if (call($imageNaturalWidth, el) > 1 || call($imageNaturalHeight, el) > 1) return false; }
  else for (const n of el.childNodes) if (n.nodeType === 3 && n.data.trim()) return false;
  const s = call($getComputedStyle, window, el);
  if (s.backgroundImage !== 'none' || s.boxShadow !== 'none' || !clear(s.backgroundColor)) return false;
  for (const side of ['Top', 'Right', 'Bottom', 'Left']) {
    if (parseFloat(s['border' + side + 'Width']) > 0 && s['border' + side + 'Style'] !== 'none' && !clear(s['border' + side + 'Color'])) return false;
  }
  return true;
}

function clear(colour) { return colour === 'transparent' || /^rgba\(.*,\s*0\)$/.test(colour); }

function composedContains(ancestor, node) {
  while (node) {
    if (node === ancestor) return true;
    node = node.parentNode || node.host || null;
  }
  return false;
}

